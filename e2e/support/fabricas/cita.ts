import type { ClienteApi } from '../api/cliente-trpc';
import { unico } from './unico';

export interface OpcionesCita {
  /** Surname shared by the appointments of one test, to find them with the name filter. */
  apellidos?: string;
  /** State 1 set after creating it (through `cambiarEstado1`, as the detail screen does). */
  estado1?: number;
  /** Minutes from now to the interview (default 60). */
  minutos?: number;
  /** How many of the catalogue's active requirements the appointment carries (default none). */
  requisitos?: number;
}

/**
 * A stock/other appointment (reason 1) of a new spontaneous candidate, created through `citas.crear` by the
 * given user (its creator); the person in charge is the first of the catalogue (the user's branch first).
 */
export async function crearCita(api: ClienteApi, opciones: OpcionesCita = {}) {
  const catalogos = await api.citas.catalogos.query();
  const encargado = catalogos.encargados[0];
  if (!encargado) throw new Error('Sin encargados para la cita');
  const requisitos = catalogos.requisitos.slice(0, opciones.requisitos ?? 0);
  if (requisitos.length < (opciones.requisitos ?? 0)) throw new Error('Sin requisitos activos para la cita');
  const documento = unico();
  const nombres = `Cita ${documento}`;
  const apellidos = opciones.apellidos ?? 'Prueba Tablero';
  const creada = await api.citas.crear.mutate({
    documento,
    espontaneo: { nombres, apellidos, email: `cita${documento}@ejemplo.com`, telefono: '3001234567' },
    razonEntrevista: 1,
    encargadoId: encargado.id,
    fechaHoraEntrevista: new Date(Date.now() + (opciones.minutos ?? 60) * 60_000),
    comentario: 'Trae hoja de vida impresa y certificados',
    requisitoIds: requisitos.map((r) => r.id),
  });
  if (creada.resultado !== 'creada') throw new Error(`Cita no creada: ${creada.mensaje}`);
  let version = creada.version;
  if (opciones.estado1 !== undefined) version = (await api.citas.cambiarEstado1.mutate({ id: creada.id, version, estadoId: opciones.estado1 })).version;
  return { id: creada.id, version, documento, nombre: `${nombres} ${apellidos}`, requisitos };
}
