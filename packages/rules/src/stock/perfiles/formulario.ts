import { z } from 'zod';
import { STOCK_DEFAULTS, STOCK_LIMITES, nivelesDesdeMeta } from '../../enums/stock';
import { campo, Id, Version } from '../../esquemas';
import { MENSAJES_STOCK_PERFILES as M } from './mensajes';
import { refinarNiveles } from './niveles';
import { RANGOS_VIGENCIA_STOCK } from '../rangos-vigencia';

/** Largest goal or validity a stock profile takes (a pool of ten thousand people is already far beyond any client). */
export const MAXIMO_NIVEL_STOCK = 10_000;
export const MAXIMO_VIGENCIA_STOCK = 3_650;
export const TAMANO_PAGINA_STOCK = 25;

const nivel = (mensajeMinimo: string) =>
  campo.entero({ min: 0, max: MAXIMO_NIVEL_STOCK, mensaje: M.campoRequerido, mensajeMinimo });

/** The goals and validity, shared by create and edit; the level rules run on the three goals together. */
const camposEditables = {
  vigencia: campo.entero({
    min: STOCK_LIMITES.vigenciaMinima,
    max: MAXIMO_VIGENCIA_STOCK,
    mensaje: M.campoRequerido,
    mensajeMinimo: M.vigenciaMinima,
  }),
  meta: nivel(M.altoCero),
  media: nivel(M.nivelesCeroOMenor),
  baja: nivel(M.nivelesCeroOMenor),
  /** Raise a stock order by itself when the pool falls low (the daily job reads it). */
  pedidoAutomatico: z.boolean().default(false),
};

/** "Crear stock" (spec 02 §5): client, approved profile and city required, vigencia ≥ 1, three goals. */
export const EntradaCrearPerfilStock = z
  .object({
    clienteId: campo.id(M.campoRequerido),
    perfilId: campo.id(M.campoRequerido),
    ciudadId: campo.id(M.campoRequerido),
    ...camposEditables,
  })
  .superRefine(refinarNiveles);
export type EntradaCrearPerfilStock = z.input<typeof EntradaCrearPerfilStock>;

/** "Editar stock": validity and goals of one stock profile (its client, profile and city stay). */
export const EntradaEditarPerfilStock = z
  .object({ id: Id, version: Version, ...camposEditables })
  .superRefine(refinarNiveles);
export type EntradaEditarPerfilStock = z.input<typeof EntradaEditarPerfilStock>;

/** Defaults of the create form (spec 02 §9): meta 20, media 10, baja 5. */
export const VALORES_INICIALES_PERFIL_STOCK = { ...STOCK_DEFAULTS, pedidoAutomatico: false } as const;

/** What the form writes into media and baja when meta changes (half and a quarter, whole numbers). */
export function nivelesAlCambiarMeta(meta: number): { media: number; baja: number } {
  const { media, baja } = nivelesDesdeMeta(Number.isFinite(meta) ? Math.max(0, Math.trunc(meta)) : 0);
  return { media, baja };
}

export const EntradaListarPerfilesStock = z.object({
  clienteId: Id.optional(),
  ciudadId: Id.optional(),
  pagina: campo.entero({ min: 1, max: 10_000 }).default(1),
});
export type EntradaListarPerfilesStock = z.input<typeof EntradaListarPerfilesStock>;

export const EntradaIdPerfilStock = z.object({ id: Id });

/** Upper end of a validity range (10, 20, … 180). */
const RangoVigenciaSchema = campo
  .entero({ min: 10, max: 180 })
  .refine((v) => RANGOS_VIGENCIA_STOCK.some((r) => r.hasta === v), {
    message: 'Seleccione un rango de vigencia de la lista.',
  });

/** Pool of one stock profile: optionally by estado (1 active, 2 removed) and by validity range. */
export const EntradaCandidatosPerfilStock = z.object({
  perfilStockId: Id,
  estado: z.union([z.literal(1), z.literal(2)]).optional(),
  rango: RangoVigenciaSchema.optional(),
});
export type EntradaCandidatosPerfilStock = z.input<typeof EntradaCandidatosPerfilStock>;

/** One pool row (candidato_perfil_stock id). */
export const EntradaCandidatoStock = z.object({ id: Id });

/** "Editar vigencia": start and end of the candidate's stock validity, the start not after the end. */
export const EntradaVigenciaCandidatoStock = z
  .object({
    id: Id,
    inicioVigenciaStock: campo.fechaIso(M.campoRequerido),
    vigenciaStock: campo.fechaIso(M.campoRequerido),
  })
  .refine((v) => v.inicioVigenciaStock <= v.vigenciaStock, {
    path: ['inicioVigenciaStock'],
    message: M.inicioDespuesDeFin,
  });
export type EntradaVigenciaCandidatoStock = z.input<typeof EntradaVigenciaCandidatoStock>;

export const EntradaReporteStock = z.object({ clienteId: Id.optional() });
