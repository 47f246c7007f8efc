import { z } from 'zod';
import { OrdenCitas, RAZON_ENTREVISTA, type FiltrosCitas } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

/** What the dashboard's filter bar edits; typeahead choices keep their label so they show when restored. */
export interface EstadoFiltrosCita {
  nombreCandidato: string;
  /** The candidate's document (digits), exact. */
  documento: string;
  correoEnviado: boolean | null;
  comentario: string;
  /** "Reagenda la cita": the number typed (digits). */
  reagendaCita: string;
  orden: OrdenCitas;
  cliente: OpcionTypeahead | null;
  razonEntrevista: number | null;
  estado1: number | null;
  usuarioCreadorId: number | null;
  sucursalId: number | null;
  ciudad: OpcionTypeahead | null;
  encargadoId: number | null;
  estado2: number | null;
  desde: string | null;
  hasta: string | null;
  campoFecha: 'entrevista' | 'creacion';
}

export const FILTROS_CITA_VACIOS: EstadoFiltrosCita = {
  nombreCandidato: '',
  documento: '',
  correoEnviado: null,
  comentario: '',
  reagendaCita: '',
  orden: 'entrevista_desc',
  cliente: null,
  razonEntrevista: null,
  estado1: null,
  usuarioCreadorId: null,
  sucursalId: null,
  ciudad: null,
  encargadoId: null,
  estado2: null,
  desde: null,
  hasta: null,
  campoFecha: 'entrevista',
};

const id = z.number().int().positive().nullable();
const fecha = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
// A remembered value that no longer passes (older bar, hand-edited storage) clears the filters instead of failing.
const FiltrosRecordados: z.ZodType<EstadoFiltrosCita> = z
  .object({
    nombreCandidato: z.string().max(100),
    // Bars remembered before the document filter existed have none.
    documento: z.string().max(20).catch(''),
    correoEnviado: z.boolean().nullable().catch(null),
    comentario: z.string().max(100).catch(''),
    reagendaCita: z.string().max(10).catch(''),
    orden: OrdenCitas.catch('entrevista_desc'),
    cliente: OpcionRecordada.nullable(),
    razonEntrevista: z.number().int().min(0).nullable(),
    estado1: id,
    usuarioCreadorId: id,
    sucursalId: id,
    ciudad: OpcionRecordada.nullable(),
    encargadoId: id,
    estado2: id,
    desde: fecha,
    hasta: fecha,
    campoFecha: z.enum(['entrevista', 'creacion']),
  })
  .catch(FILTROS_CITA_VACIOS);

/** Filters remembered per user in local storage (`useRecordado`: cleared at login, like the orders dashboard). */
export function useFiltrosCita(usuarioId: number) {
  const [filtros, setFiltros] = useRecordado(
    `citas:dashboard:${usuarioId}`,
    FiltrosRecordados,
    () => FILTROS_CITA_VACIOS,
  );
  return {
    filtros,
    cambiar: (cambio: Partial<EstadoFiltrosCita>) => setFiltros((f) => ({ ...f, ...cambio })),
    limpiar: () => setFiltros(FILTROS_CITA_VACIOS),
  };
}

/** Which gated filters the user may use (spec 03 §6; the server refuses them too). */
export function permisosDeFiltro(permisos: readonly string[]) {
  const encargado = permisos.includes('change_encargado');
  return { estado2YFechas: encargado || permisos.includes('change_E2'), encargadoYCiudad: encargado };
}

const opcional = <T>(v: T | null | ''): T | undefined => (v === null || v === '' ? undefined : v);

/**
 * The `citas.listar` input: gated filters are dropped when the user lacks the flag, so a value remembered under
 * other permissions never makes the server refuse the whole list.
 */
export function aEntradaListar(
  f: EstadoFiltrosCita,
  permisos: readonly string[],
  pagina: number,
): FiltrosCitas {
  const p = permisosDeFiltro(permisos);
  const conFechas = p.estado2YFechas && (f.desde !== null || f.hasta !== null);
  return {
    nombreCandidato: opcional(f.nombreCandidato.trim()),
    // Only digits reach the server (what else is typed would be refused and lose the whole list).
    documento: /^\d{1,20}$/.test(f.documento.trim()) ? f.documento.trim() : undefined,
    correoEnviado: f.correoEnviado ?? undefined,
    orden: f.orden === 'entrevista_desc' ? undefined : f.orden,
    comentario: opcional(f.comentario.trim()),
    citaPadreReagendadaId: /^[1-9]\d{0,8}$/.test(f.reagendaCita.trim())
      ? Number(f.reagendaCita.trim())
      : undefined,
    clienteId: f.cliente?.id,
    razonEntrevista: RAZON_ENTREVISTA.es(f.razonEntrevista) ? f.razonEntrevista : undefined,
    estado1: opcional(f.estado1),
    usuarioCreadorId: opcional(f.usuarioCreadorId),
    sucursalId: opcional(f.sucursalId),
    estado2: p.estado2YFechas ? opcional(f.estado2) : undefined,
    desde: p.estado2YFechas ? opcional(f.desde) : undefined,
    hasta: p.estado2YFechas ? opcional(f.hasta) : undefined,
    campoFecha: conFechas ? f.campoFecha : undefined,
    encargadoId: p.encargadoYCiudad ? opcional(f.encargadoId) : undefined,
    ciudadId: p.encargadoYCiudad ? f.ciudad?.id : undefined,
    pagina,
  };
}

/** How many of the folded filters are in use (the gated ones only with their flag): the toggle says it. */
export function filtrosSecundariosEnUso(
  f: EstadoFiltrosCita,
  puede: ReturnType<typeof permisosDeFiltro>,
): number {
  const usados = [
    f.razonEntrevista !== null,
    f.usuarioCreadorId !== null,
    f.sucursalId !== null,
    f.comentario.trim() !== '',
    f.reagendaCita.trim() !== '',
    f.correoEnviado !== null,
    puede.encargadoYCiudad && (f.ciudad !== null || f.encargadoId !== null),
    puede.estado2YFechas && (f.estado2 !== null || f.desde !== null || f.hasta !== null),
  ];
  return usados.filter(Boolean).length;
}
