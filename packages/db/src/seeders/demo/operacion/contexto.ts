import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ciudad, Cliente, Sucursal, Usuario } from '../../../entities';
import type { Aleatorio, Reloj } from './aleatorio';

export type NombreUsuarioDemo =
  'admin' | 'jefe' | 'psicologa' | 'ejecutivo' | 'reclutador' | 'gerente' | 'cliente' | 'cliente2';

/** What every section of the operational seed needs: the EM, the generator, the clock and base rows. */
export interface Contexto {
  em: EntityManager;
  rnd: Aleatorio;
  reloj: Reloj;
  usuarios: Record<NombreUsuarioDemo, Usuario>;
  /** Clients by NIT/CC. */
  clientes: Map<string, Cliente>;
  /** Cities by DANE code. */
  ciudades: Map<string, Ciudad>;
  /** Branches by name. */
  sucursales: Map<string, Sucursal>;
  smmlv: number;
  auxilioTransporte: number;
}

export const NIT_LA_SABANA = '900123456';
export const NIT_TEXTILES = '890301234';
export const NIT_LOGISTICA = '901234567';

export function ciudad(ctx: Contexto, dane: string): Ciudad {
  const c = ctx.ciudades.get(dane);
  if (!c) throw new Error(`Ciudad ${dane} no sembrada`);
  return c;
}

export function cliente(ctx: Contexto, documento: string): Cliente {
  const c = ctx.clientes.get(documento);
  if (!c) throw new Error(`Cliente ${documento} no sembrado`);
  return c;
}

/** Branch that serves a city (by department). */
export function sucursalDeCiudad(ctx: Contexto, c: Ciudad): Sucursal {
  const porDepto: Record<string, string> = {
    Antioquia: 'Medellín',
    'Valle del Cauca': 'Cali',
    Atlántico: 'Barranquilla',
    Bolívar: 'Barranquilla',
    Magdalena: 'Barranquilla',
    Santander: 'Bucaramanga',
    Cundinamarca: 'Bogotá Norte',
  };
  const nombre = porDepto[c.departamento] ?? 'Bogotá Centro';
  const s = ctx.sucursales.get(nombre);
  if (!s) throw new Error(`Sucursal ${nombre} no sembrada`);
  return s;
}
