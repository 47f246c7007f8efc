import type { DatosMezcla } from './mezcla-datos';
import type { UsuarioVirtual } from './mezcla-usuarios';
import { hoyIso, instanteEnBogota, sumarDias } from '@talento/rules';

/** A tRPC body as the staff client sends it (superjson: `json`, plus `meta` for dates). */
export interface Peticion {
  json: Record<string, unknown>;
  meta?: { values: Record<string, string[]> };
}

export interface Operacion {
  /** tRPC path, also the name in the report. */
  ruta: string;
  /** Share of the mix (relative). */
  peso: number;
  permiso: string;
  /** The next request of this user, or null when it has nothing left to do with this procedure. */
  preparar(u: UsuarioVirtual, d: DatosMezcla, azar: () => number): Peticion | null;
  /** Reads the answer when the next request depends on it (candidate versions). */
  despues?(u: UsuarioVirtual, d: DatosMezcla, status: number, cuerpo: string): void;
}

const elegir = <T>(lista: readonly T[], azar: () => number): T | undefined =>
  lista[Math.floor(azar() * lista.length)];

const ACCIONES = ['validar', 'agendarEntrevista', 'aprobarEntrevista'] as const;

/** Tomorrow 10:00 in Bogotá: inside the interview window (today to a few months ahead). */
function manana(): Date {
  return instanteEnBogota(sumarDias(hoyIso(), 1), 10, 0);
}

/**
 * A coordinator's day, by weight: reading the dashboard, opening orders and CVs, searching CVs, commenting
 * on orders and moving candidates through the client stage (validar → agendar entrevista → aprobar, each
 * user on its own candidates). Each user only draws the procedures its role may call.
 */
export const OPERACIONES: readonly Operacion[] = [
  { ruta: 'pedidos.dashboard', peso: 15, permiso: 'read_pedido', preparar: () => ({ json: {} }) },
  {
    ruta: 'pedidos.detalle',
    peso: 25,
    permiso: 'read_pedido',
    preparar: (u, d, azar) => {
      const id = elegir(d.pedidosDe.get(u.numero) ?? [], azar);
      return id ? { json: { id } } : null;
    },
  },
  {
    ruta: 'hojasDeVida.resumen',
    peso: 20,
    permiso: 'read_hojadevida',
    preparar: (_u, d, azar) => ({ json: { candidatoId: elegir(d.hojasDeVida, azar) } }),
  },
  {
    ruta: 'busqueda.palabra',
    peso: 10,
    permiso: 'read_hojadevida',
    preparar: (_u, d, azar) => ({ json: { texto: elegir(d.palabras, azar), pagina: 1 } }),
  },
  {
    ruta: 'busqueda.criterios',
    peso: 10,
    permiso: 'read_hojadevida',
    preparar: (_u, d, azar) => ({ json: elegir(d.criterios, azar) as Record<string, unknown> }),
  },
  {
    ruta: 'pedidos.comentar',
    peso: 10,
    permiso: 'read_pedido',
    preparar: (u, d, azar) => {
      const id = elegir(d.pedidosDe.get(u.numero) ?? [], azar);
      return id
        ? {
            json: {
              id,
              texto: `Seguimiento de la mezcla (usuario ${u.numero}): se llamó al cliente.`,
              visibleCliente: false,
            },
          }
        : null;
    },
  },
  {
    ruta: 'candidatosPedido.cambiarEstado',
    peso: 10,
    permiso: 'enviar_candidato_a_cliente',
    preparar: (u, d) => {
      const cp = d.candidatosDe.get(u.numero)?.[0];
      if (!cp) return null;
      const accion = ACCIONES[cp.paso] as string;
      if (accion !== 'agendarEntrevista') return { json: { id: cp.id, version: cp.version, accion } };
      return {
        json: { id: cp.id, version: cp.version, accion, fecha: manana().toISOString() },
        meta: { values: { fecha: ['Date'] } },
      };
    },
    despues: (u, d, status, cuerpo) => {
      const cola = d.candidatosDe.get(u.numero);
      const cp = cola?.[0];
      if (!cola || !cp) return;
      if (status !== 200) {
        cola.shift(); // counted as an error; this candidate is left alone
        return;
      }
      cp.version = (
        JSON.parse(cuerpo) as { result: { data: { json: { version: number } } } }
      ).result.data.json.version;
      cp.paso += 1;
      if (cp.paso >= ACCIONES.length) cola.shift();
    },
  },
];

/** Small deterministic generator (mulberry32), one per user, so runs draw the same sequence. */
export function generadorAzar(semilla: number): () => number {
  let s = semilla >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws an operation by weight among `lista`. */
export function sortear(lista: readonly Operacion[], azar: () => number): Operacion {
  const total = lista.reduce((s, o) => s + o.peso, 0);
  let x = azar() * total;
  for (const o of lista) {
    x -= o.peso;
    if (x < 0) return o;
  }
  return lista[lista.length - 1] as Operacion;
}
