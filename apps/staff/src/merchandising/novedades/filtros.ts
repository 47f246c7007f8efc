import { z } from 'zod';
import type { FiltrosNovedades } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

/** What the filter bar edits; the client keeps its label so it shows when restored. */
export interface EstadoFiltrosNovedad {
  cliente: OpcionTypeahead | null;
  regionId: number | null;
  estado: number | null;
  desde: string | null;
  hasta: string | null;
}

export const FILTROS_NOVEDAD_VACIOS: EstadoFiltrosNovedad = {
  cliente: null,
  regionId: null,
  estado: null,
  desde: null,
  hasta: null,
};

const fecha = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
// A remembered value that no longer passes (hand-edited storage) clears the filters instead of failing.
const FiltrosRecordados: z.ZodType<EstadoFiltrosNovedad> = z
  .object({
    cliente: OpcionRecordada.nullable(),
    regionId: z.number().int().positive().nullable(),
    estado: z.number().int().min(0).max(2).nullable(),
    desde: fecha,
    hasta: fecha,
  })
  .catch(FILTROS_NOVEDAD_VACIOS);

/** Filters remembered per user (`useRecordado`, cleared at login like the other screens' filters). */
export function useFiltrosNovedad(usuarioId: number) {
  const [filtros, setFiltros] = useRecordado(
    `merchandising:novedades:${usuarioId}`,
    FiltrosRecordados,
    () => FILTROS_NOVEDAD_VACIOS,
  );
  return {
    filtros,
    cambiar: (cambio: Partial<EstadoFiltrosNovedad>) => setFiltros((f) => ({ ...f, ...cambio })),
    limpiar: () => setFiltros(FILTROS_NOVEDAD_VACIOS),
  };
}

/** A start day after the end day: the screen says so on the field and asks nothing of the server. */
export const rangoInvertido = (f: EstadoFiltrosNovedad) => !!f.desde && !!f.hasta && f.desde > f.hasta;

/** The `novedades.listar` input (the server checks the range too). */
export function aEntradaListar(f: EstadoFiltrosNovedad, pagina: number): FiltrosNovedades {
  return {
    pagina,
    ...(f.cliente ? { clienteId: f.cliente.id } : {}),
    ...(f.cliente && f.regionId !== null ? { regionId: f.regionId } : {}),
    ...(f.estado !== null ? { estado: f.estado } : {}),
    ...(f.desde ? { desde: f.desde } : {}),
    ...(f.hasta ? { hasta: f.hasta } : {}),
  };
}
