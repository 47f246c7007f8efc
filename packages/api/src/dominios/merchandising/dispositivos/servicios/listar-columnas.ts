/**
 * The columns of the devices list (listar.ts), each declared once: `COLUMNAS_DISPOSITIVOS` go to the screen as the
 * statement answers them, `AUXILIARES_DISPOSITIVOS` are read to compute the merchandiser's name and the state. The
 * row's schema stays in @talento/rules (DispositivoListado: the screen reads its type from there), so
 * `FilaDispositivos` checks that the declaration answers exactly those fields of it.
 */
import type { DispositivoListado } from '@talento/rules';
import { col, type FilaDe, type Iguales } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_DISPOSITIVOS = {
  id: col.numero('d.id'),
  usuarioId: col.numero('u.id'),
  username: col.texto('u.username'),
  deviceId: col.texto('d.device_id'),
  nombre: col.textoONulo('d.nombre'),
  enroladoAt: col.instanteONulo('d.enrolado_at'),
  ultimoContactoAt: col.instanteONulo('d.ultimo_contacto_at'),
  revocadoAt: col.instanteONulo('d.revocado_at'),
};

export const AUXILIARES_DISPOSITIVOS = {
  /** "First Last" (empty when the user has neither: the screen shows the user name). */
  nombreMercaderista: col.texto(`trim(u.first_name || ' ' || u.last_name)`),
  activo: col.booleano('d.activo'),
};

type Directos = FilaDe<typeof COLUMNAS_DISPOSITIVOS>;

/** The direct fields of a DispositivoListado; `never` (so reading a row does not compile) when they and the schema differ. */
export type FilaDispositivos =
  Iguales<Directos, Pick<DispositivoListado, keyof Directos>> extends true ? Directos : never;
