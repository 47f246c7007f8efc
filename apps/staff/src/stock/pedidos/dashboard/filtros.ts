import { z } from 'zod';
import type { FiltrosDashboardStock } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

export type VistaStock = 'vigentes' | 'cerrados';
/** `columnas`: cards by stage; `filas`: the shared table. */
export type DisposicionStock = 'columnas' | 'filas';

export interface FiltrosStock {
  cliente: OpcionTypeahead | null;
  ciudad: OpcionTypeahead | null;
  /** A profile of the chosen client (the list needs the client first). */
  perfilId: number | null;
}
export const FILTROS_STOCK_VACIOS: FiltrosStock = { cliente: null, ciudad: null, perfilId: null };

interface Recordado {
  filtros: FiltrosStock;
  disposicion: DisposicionStock;
}
const RecordadoStock: z.ZodType<Recordado> = z.object({
  filtros: z
    .object({
      cliente: OpcionRecordada.nullable(),
      ciudad: OpcionRecordada.nullable(),
      perfilId: z.number().int().positive().nullable().catch(null),
    })
    .catch(FILTROS_STOCK_VACIOS),
  disposicion: z.enum(['columnas', 'filas']).catch('filas'),
});

/** Filters and layout remembered per view and per user (cleared at login with every remembered filter). */
export function useFiltrosStock(vista: VistaStock, usuarioId: number) {
  const [estado, setEstado] = useRecordado(`pedidos-stock:${vista}:${usuarioId}`, RecordadoStock, () => ({
    filtros: FILTROS_STOCK_VACIOS,
    disposicion: 'filas' as const,
  }));
  return {
    ...estado,
    setFiltros: (cambio: Partial<FiltrosStock>) =>
      setEstado((e) => ({ ...e, filtros: { ...e.filtros, ...cambio } })),
    limpiar: () => setEstado((e) => ({ ...e, filtros: FILTROS_STOCK_VACIOS })),
    setDisposicion: (disposicion: DisposicionStock) => setEstado((e) => ({ ...e, disposicion })),
  };
}

export const aEntrada = (f: FiltrosStock): FiltrosDashboardStock => ({
  clienteId: f.cliente?.id,
  ciudadId: f.ciudad?.id,
  perfilId: f.cliente && f.perfilId !== null ? f.perfilId : undefined,
});
