/**
 * The columns of a store as the list and the form read it (almacenes.ts), each declared once over the store `a`, its
 * client `c`, city `ci` and region `r`. Every field of AlmacenAdminDto is a column as the statement answers it.
 */
import { col } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_ALMACEN = {
  id: col.numero('a.id'),
  version: col.numero('a.version'),
  clienteId: col.numero('a.cliente_id'),
  cliente: col.texto('c.nombre'),
  nombre: col.texto('a.nombre'),
  direccion: col.texto(`coalesce(a.direccion, '')`),
  ciudadId: col.numeroONulo('a.ciudad_id'),
  ciudad: col.textoONulo('ci.nombre'),
  regionId: col.numeroONulo('a.region_id'),
  region: col.textoONulo('r.nombre'),
  latitud: col.numeroONulo('a.latitud::float8'),
  longitud: col.numeroONulo('a.longitud::float8'),
  activo: col.booleano('a.activo'),
};
