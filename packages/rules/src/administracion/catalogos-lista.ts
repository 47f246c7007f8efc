import { ESTADO_CITA_LISTA } from '../enums/citas';
import { CATALOGOS_ADMIN, type CampoCatalogoAdmin, type ClaveCatalogoAdmin } from './catalogos';
import { textoComparable } from '../texto';

/** What the list of a catalogue reads of an entry (administracion.catalogos.listar). */
export interface EntradaListaCatalogoAdmin {
  activo: boolean;
  valores: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * The data columns of a catalogue's list, on the screen and in its export: the fields shown in the table, then the
 * values the form never sends (a position's "existe en el ERP") as yes/no.
 */
export function columnasCatalogoAdmin(clave: ClaveCatalogoAdmin): CampoCatalogoAdmin[] {
  const d = CATALOGOS_ADMIN[clave];
  return [
    ...d.campos.filter((c) => c.enTabla),
    ...(d.soloLectura ?? []).map((s): CampoCatalogoAdmin => ({
      nombre: s.nombre,
      etiqueta: s.etiqueta,
      tipo: 'casilla',
    })),
  ];
}

/** How a field reads in the list: a reference by its name, a box as Sí/No, the status list by its label. */
export function textoCampoCatalogo(campo: CampoCatalogoAdmin, e: EntradaListaCatalogoAdmin): string {
  const v = e.valores[campo.nombre];
  if (campo.tipo === 'ciudad') return String(e.valores.ciudadNombre ?? '');
  if (campo.tipo === 'tipoNovedad') return String(e.valores.tipoNovedadNombre ?? '');
  if (campo.tipo === 'listaEstadoCita') return ESTADO_CITA_LISTA.etiqueta(Number(v));
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  return v === null || v === undefined ? '' : String(v);
}

export const estadoEntradaCatalogo = (e: EntradaListaCatalogoAdmin) => (e.activo ? 'Activo' : 'Inactivo');

/**
 * "Buscar en la lista": the entries with the text (accents and case ignored) in a field shown in the table. The screen
 * filters as the user types; the export applies the same rule on the server.
 */
export function filtrarEntradasCatalogo<T extends EntradaListaCatalogoAdmin>(
  clave: ClaveCatalogoAdmin,
  entradas: readonly T[],
  texto: string | undefined,
): readonly T[] {
  const buscado = textoComparable((texto ?? '').trim());
  if (!buscado) return entradas;
  const campos = CATALOGOS_ADMIN[clave].campos.filter((c) => c.enTabla);
  return entradas.filter((e) =>
    campos.some((campo) => textoComparable(textoCampoCatalogo(campo, e)).includes(buscado)),
  );
}
