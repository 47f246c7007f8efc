/**
 * Administración › Merchandising (issue 34 §7): stores with their coordinates, regions per client, merchandisers,
 * and routes (a weekly pattern that repeats plus one-off changes of a date). The same schemas check the forms and the
 * procedures' inputs; `planDelDia` is the one rule that says which stores a merchandiser visits on a date.
 */
import { z } from 'zod';
import { campo, FechaIsoSchema, Id, Version } from '../esquemas';
import { EntradaGuardarUsuario } from './usuarios';

export const MENSAJES_MERCHANDISING_ADMIN = {
  clienteRequerido: 'Elija el cliente',
  clienteNoExiste: 'El cliente elegido no existe o está inactivo',
  nombreAlmacen: 'Escriba el nombre del almacén',
  almacenRepetido: 'El cliente ya tiene un almacén con ese nombre',
  ciudadNoExiste: 'La ciudad elegida no existe o está inactiva',
  regionAjena: 'La región elegida no es de este cliente o está inactiva',
  latitud: 'La latitud debe ser un número entre -90 y 90',
  longitud: 'La longitud debe ser un número entre -180 y 180',
  coordenadasIncompletas: 'Escriba la latitud y la longitud, o elija el punto en el mapa',
  clienteNoCambia: 'Un almacén no cambia de cliente: desactívelo y cree otro',
  regionClienteNoCambia: 'Una región no cambia de cliente: desactívela y cree otra',
  almacenCreado: 'Almacén creado',
  almacenGuardado: 'Almacén guardado',
  almacenDesactivado: 'Almacén desactivado: ya no se ofrece para las rutas',
  almacenActivado: 'Almacén activado',
  nombreRegion: 'Escriba el nombre de la región',
  regionRepetida: 'El cliente ya tiene una región con ese nombre',
  almacenesDeRegion: 'Uno de los almacenes elegidos no existe o no es de este cliente',
  demasiadosAlmacenes: 'Elija como máximo 500 almacenes',
  regionCreada: 'Región creada',
  regionGuardada: 'Región guardada',
  clientesMercaderista: 'Elija al menos un cliente para el que trabaja el mercaderista',
  grupoMercaderistasFalta: 'No existe el grupo Mercaderistas: revise Administración › Grupos',
  mercaderistaNoExiste: 'El mercaderista no existe o no está a su cargo.',
  almacenNoValido:
    'Uno de los almacenes no existe, está inactivo o no es de un cliente para el que trabaja el mercaderista',
  almacenRepetidoDia: 'Un almacén aparece dos veces el mismo día',
  demasiadasVisitas: 'Un día puede tener como máximo 60 visitas',
  diasSemana: 'La ruta semanal tiene un renglón por cada día, de lunes a domingo',
  patronGuardado: 'Ruta semanal guardada',
  fechaPasada: 'No se puede cambiar la ruta de un día que ya pasó',
  yaEnLaRuta: 'El almacén ya está en la ruta de ese día',
  noEnLaRuta: 'El almacén no está en la ruta de ese día',
  cambioGuardado: 'Cambio de la ruta guardado',
  cambioQuitado: 'Cambio de la ruta quitado',
  cambioNoExiste: 'El cambio ya no existe; recargue la página',
  semanaGenerada: (rutas: number, visitas: number, quitadas: number) =>
    rutas === 0 && visitas === 0 && quitadas === 0
      ? 'Las rutas de la semana ya estaban creadas: no hubo cambios'
      : `Rutas de la semana creadas: ${rutas} ${rutas === 1 ? 'ruta nueva' : 'rutas nuevas'}, ${visitas} ${
          visitas === 1 ? 'visita agregada' : 'visitas agregadas'
        }${quitadas ? `, ${quitadas} ${quitadas === 1 ? 'visita quitada' : 'visitas quitadas'}` : ''}`,
  semanaPasada: 'La semana elegida ya pasó: sus rutas no se cambian',
  sinAlmacenes: 'No se encontraron almacenes.',
  sinRegiones: 'No se encontraron regiones.',
  sinMercaderistas: 'No se encontraron mercaderistas.',
} as const;
const M = MENSAJES_MERCHANDISING_ADMIN;

/** ISO weekdays (1 Monday … 7 Sunday) as the screens name them. */
export const DIAS_SEMANA = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/** Most visits a route day may have (pattern and one-off additions). */
export const MAXIMO_VISITAS_DIA = 60;

const Latitud = campo.decimal({ min: -90, max: 90, mensaje: M.latitud, mensajeRango: M.latitud });
const Longitud = campo.decimal({ min: -180, max: 180, mensaje: M.longitud, mensajeRango: M.longitud });

const camposAlmacen = {
  clienteId: campo.id(M.clienteRequerido),
  nombre: campo.texto({ min: 1, max: 200, mensaje: M.nombreAlmacen }),
  direccion: campo.texto({ max: 300 }).default(''),
  ciudadId: Id.nullable().default(null),
  regionId: Id.nullable().default(null),
  latitud: Latitud.nullable().default(null),
  longitud: Longitud.nullable().default(null),
  activo: z.boolean().default(true),
};

type ConCoordenadas = { latitud: number | null; longitud: number | null };

/** Both coordinates or none: a store with half a point cannot be drawn. */
function revisarCoordenadas(v: ConCoordenadas, ctx: z.core.$RefinementCtx<ConCoordenadas>): void {
  if ((v.latitud === null) === (v.longitud === null)) return;
  ctx.addIssue({
    code: 'custom',
    path: [v.latitud === null ? 'latitud' : 'longitud'],
    message: M.coordenadasIncompletas,
    input: null,
  });
}

/** The store form. */
export const CamposAlmacen = z.object(camposAlmacen).superRefine(revisarCoordenadas);
export type CamposAlmacen = z.input<typeof CamposAlmacen>;

/** `administracion.merchandising.guardarAlmacen`: create (no id) or edit (id + the version the screen had). */
export const EntradaGuardarAlmacen = z
  .object({ ...camposAlmacen, id: Id.optional(), version: Version.optional() })
  .superRefine(revisarCoordenadas);
export type EntradaGuardarAlmacen = z.input<typeof EntradaGuardarAlmacen>;

export const FiltroAlmacenesAdmin = z.object({
  clienteId: Id.nullable().default(null),
  regionId: Id.nullable().default(null),
  texto: campo.texto({ max: 100 }).default(''),
  activo: z.boolean().nullable().default(true),
});
export type FiltroAlmacenesAdmin = z.input<typeof FiltroAlmacenesAdmin>;

/** Activate or deactivate a store or a region (deactivate, never delete). */
export const EntradaActivarMaestro = z.object({ id: Id, version: Version, activo: z.boolean() });
export type EntradaActivarMaestro = z.input<typeof EntradaActivarMaestro>;

const camposRegion = {
  clienteId: campo.id(M.clienteRequerido),
  nombre: campo.texto({ min: 1, max: 120, mensaje: M.nombreRegion }),
  /** The client's stores that belong to the region (a store belongs to at most one region). */
  almacenIds: z.array(Id).max(500, M.demasiadosAlmacenes).default([]),
  activo: z.boolean().default(true),
};
export const CamposRegion = z.object(camposRegion);
export type CamposRegion = z.input<typeof CamposRegion>;
export const EntradaGuardarRegion = z.object({
  ...camposRegion,
  id: Id.optional(),
  version: Version.optional(),
});
export type EntradaGuardarRegion = z.input<typeof EntradaGuardarRegion>;

export const FiltroRegionesAdmin = z.object({
  clienteId: Id.nullable().default(null),
  activo: z.boolean().nullable().default(null),
});
export type FiltroRegionesAdmin = z.input<typeof FiltroRegionesAdmin>;

/** A new merchandiser: a staff user of group Mercaderistas who works for these clients (the device API checks them). */
export const CamposMercaderista = EntradaGuardarUsuario.pick({
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  sucursalId: true,
}).extend({ clientes: z.array(Id).min(1, M.clientesMercaderista).max(200) });
export type CamposMercaderista = z.input<typeof CamposMercaderista>;
export const EntradaCrearMercaderista = CamposMercaderista;

export const FiltroMercaderistasAdmin = z.object({
  clienteId: Id.nullable().default(null),
  texto: campo.texto({ max: 100 }).default(''),
});
export type FiltroMercaderistasAdmin = z.input<typeof FiltroMercaderistasAdmin>;

/** One route day's stores, in visiting order, without repeats. */
const AlmacenesDelDia = z
  .array(Id)
  .max(MAXIMO_VISITAS_DIA, M.demasiadasVisitas)
  .refine((ids) => new Set(ids).size === ids.length, M.almacenRepetidoDia);

/**
 * `administracion.merchandising.guardarPatron`: the merchandiser's weekly pattern, `dias[0]` Monday … `dias[6]`
 * Sunday, each the ordered stores of that weekday; `version` is the pattern's (0 when it had none).
 */
export const EntradaGuardarPatron = z.object({
  usuarioId: Id,
  version: Version,
  dias: z.array(AlmacenesDelDia).length(7, M.diasSemana),
});
export type EntradaGuardarPatron = z.input<typeof EntradaGuardarPatron>;

/** The routes screen of a merchandiser for the week of `fecha` (any day of it). */
export const EntradaRutasMercaderista = z.object({ usuarioId: Id, fecha: FechaIsoSchema });
export type EntradaRutasMercaderista = z.input<typeof EntradaRutasMercaderista>;

/** A one-off change: on `fecha`, add a store to the route or remove one of the pattern's. */
export const EntradaCambioRuta = z.object({
  usuarioId: Id,
  fecha: FechaIsoSchema,
  almacenId: campo.id('Elija el almacén'),
  agregar: z.boolean(),
});
export type EntradaCambioRuta = z.input<typeof EntradaCambioRuta>;
export const EntradaQuitarCambioRuta = z.object({ id: Id });

/** Bulk creation of the routes of the week of `fecha` from the patterns: one merchandiser, or all in scope (null). */
export const EntradaGenerarSemana = z.object({
  usuarioId: Id.nullable().default(null),
  fecha: FechaIsoSchema,
});
export type EntradaGenerarSemana = z.input<typeof EntradaGenerarSemana>;

export interface CambioDelDia {
  almacenId: number;
  agregar: boolean;
}

/**
 * The stores a merchandiser visits on a date, in order: the pattern's stores of that weekday without the ones a
 * one-off change removed, then the ones a change added (in the order given), each once; only stores still `activos`.
 */
export function planDelDia(
  patron: readonly number[],
  cambios: readonly CambioDelDia[],
  activos: ReadonlySet<number>,
): number[] {
  const quitados = new Set(cambios.filter((c) => !c.agregar).map((c) => c.almacenId));
  const plan: number[] = [];
  const vistos = new Set<number>();
  const poner = (id: number) => {
    if (vistos.has(id) || !activos.has(id)) return;
    vistos.add(id);
    plan.push(id);
  };
  for (const id of patron) if (!quitados.has(id)) poner(id);
  for (const c of cambios) if (c.agregar) poner(c.almacenId);
  return plan;
}
