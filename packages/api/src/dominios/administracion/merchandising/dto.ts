import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { COLUMNAS_ALMACEN } from './servicios/almacenes-columnas';

/** Output shapes of Administración › Merchandising (never ORM entities). */

/** A store: the statement's columns as they are (servicios/almacenes-columnas.ts). */
export const AlmacenAdminDto = z.object(esquemaDe(COLUMNAS_ALMACEN));
export type AlmacenAdminDto = z.infer<typeof AlmacenAdminDto>;
export const ListaAlmacenesAdminDto = z.object({ filas: z.array(AlmacenAdminDto), limite: z.number() });

export const RegionAdminDto = z.object({
  id: z.number(),
  version: z.number(),
  clienteId: z.number(),
  cliente: z.string(),
  nombre: z.string(),
  activo: z.boolean(),
  almacenIds: z.array(z.number()),
});
export type RegionAdminDto = z.infer<typeof RegionAdminDto>;
export const ListaRegionesAdminDto = z.array(RegionAdminDto);

export const MercaderistaAdminDto = z.object({
  id: z.number(),
  username: z.string(),
  nombre: z.string(),
  email: z.string(),
  clientes: z.array(z.string()),
  dispositivosActivos: z.number(),
  /** Stores in the weekly pattern (0: no routes can be created for them yet). */
  visitasSemana: z.number(),
});
export const ListaMercaderistasAdminDto = z.array(MercaderistaAdminDto);

export const GuardadoMerchandisingDto = z.object({ id: z.number(), mensaje: z.string() });

const AlmacenDeRuta = z.object({ almacenId: z.number(), nombre: z.string(), cliente: z.string() });

export const DiaRutaDto = z.object({
  fecha: z.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  dia: z.number(),
  pasado: z.boolean(),
  /** What the day's route should visit: the pattern ± the date's changes, active stores only. */
  plan: z.array(AlmacenDeRuta.extend({ agregado: z.boolean() })),
  cambios: z.array(AlmacenDeRuta.extend({ id: z.number(), agregar: z.boolean() })),
  /** The `ruta`/`visita` rows the map and the notifications read (null: no route written for that day). */
  ruta: z.array(AlmacenDeRuta.extend({ posicion: z.number() })).nullable(),
});

export const RutasMercaderistaDto = z.object({
  mercaderista: z.object({ id: z.number(), nombre: z.string(), username: z.string() }),
  patron: z.object({ version: z.number(), dias: z.array(z.array(AlmacenDeRuta)) }),
  /** Active stores of the clients the merchandiser works for (within the caller's scope), for the pickers. */
  almacenes: z.array(AlmacenDeRuta.extend({ region: z.string().nullable() })),
  lunes: z.string(),
  hoy: z.string(),
  dias: z.array(DiaRutaDto),
});
export type RutasMercaderistaDto = z.infer<typeof RutasMercaderistaDto>;

export const SemanaGeneradaDto = z.object({
  mensaje: z.string(),
  mercaderistas: z.number(),
  rutasCreadas: z.number(),
  visitasAgregadas: z.number(),
  visitasQuitadas: z.number(),
});
export type SemanaGeneradaDto = z.infer<typeof SemanaGeneradaDto>;
