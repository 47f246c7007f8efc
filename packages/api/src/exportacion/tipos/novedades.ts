import { ESTADO_NOVEDAD, type FiltrosNovedades } from '@talento/rules';
import { listarNovedades } from '../../dominios/merchandising/novedades/servicios/listar';
import { defineExportacion } from '../definicion';

/** /merchandising-novedades. */
export const novedades = defineExportacion({
  titulo: 'Novedades',
  procedimiento: 'novedades.listar',
  leer: async ({ em, usuario }, f: FiltrosNovedades, pagina) => {
    const r = await listarNovedades(em, usuario.alcance, { ...f, pagina });
    return { filas: r.filas, hayMas: r.filas.length === r.tamanoPagina };
  },
  columnas: [
    { titulo: 'Fecha', valor: (n) => n.fecha, formato: 'fechaHora', ancho: 18 },
    { titulo: 'Categoría', valor: (n) => n.tipo, ancho: 20 },
    { titulo: 'Novedad', valor: (n) => n.subtipo, ancho: 24 },
    { titulo: 'Usuario', valor: (n) => n.usuario, ancho: 24 },
    { titulo: 'Cliente', valor: (n) => n.cliente, ancho: 24 },
    { titulo: 'Región', valor: (n) => n.region },
    { titulo: 'Almacén', valor: (n) => n.almacen, ancho: 24 },
    { titulo: 'Explicación', valor: (n) => n.texto, ancho: 40 },
    { titulo: 'Estado', valor: (n) => ESTADO_NOVEDAD.etiqueta(n.estado) },
  ],
});
