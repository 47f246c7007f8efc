import type pg from 'pg';
import { fechaEnZonaNegocio, hoyIso, inicioDelDia } from '@talento/rules';
import type { ClienteApi } from '../api/cliente-trpc';
import type { HojaDeVidaCreada } from './hoja-de-vida';
import { unico } from './unico';

export interface OpcionesCita {
  /** Surname shared by the appointments of one test, to find them with the name filter. */
  apellidos?: string;
  /** State 1 set after creating it (through `cambiarEstado1`, as the detail screen does). */
  estado1?: number;
  /** Minutes from now to the interview (default 60). */
  minutos?: number;
  /**
   * An appointment of today in Bogotá (for reception): `minutos` ahead (default 2) while that is still today; in the
   * day's last minutes, where any future time is tomorrow and the API refuses past times, it is booked ahead and then
   * moved to a minute earlier today (as one booked yesterday for this morning would be).
   */
  hoy?: boolean;
  /** How many of the catalogue's active requirements the appointment carries (default none). */
  requisitos?: number;
  /** A registered candidate (a CV from `fabricas.hojaDeVida`) instead of a new spontaneous one. */
  registrado?: HojaDeVidaCreada;
}

/**
 * A stock/other appointment (reason 1) of a new spontaneous candidate, created through `citas.crear` by the
 * given user (its creator); the person in charge is the first of the catalogue (the user's branch first).
 */
export async function crearCita(api: ClienteApi, base: pg.Pool, opciones: OpcionesCita = {}) {
  const catalogos = await api.citas.catalogos.query();
  const encargado = catalogos.encargados[0];
  if (!encargado) throw new Error('Sin encargados para la cita');
  const requisitos = catalogos.requisitos.slice(0, opciones.requisitos ?? 0);
  if (requisitos.length < (opciones.requisitos ?? 0)) throw new Error('Sin requisitos activos para la cita');
  const documento = unico();
  const nombres = `Cita ${documento}`;
  const apellidos = opciones.apellidos ?? 'Prueba Tablero';
  const candidato = opciones.registrado
    ? { documento: opciones.registrado.documento, candidatoId: opciones.registrado.id }
    : {
        documento,
        espontaneo: { nombres, apellidos, email: `cita${documento}@ejemplo.com`, telefono: '3001234567' },
      };
  const fechaHoraEntrevista = new Date(Date.now() + (opciones.minutos ?? (opciones.hoy ? 2 : 60)) * 60_000);
  const creada = await api.citas.crear.mutate({
    ...candidato,
    razonEntrevista: 1,
    encargadoId: encargado.id,
    fechaHoraEntrevista,
    comentario: 'Trae hoja de vida impresa y certificados',
    requisitoIds: requisitos.map((r) => r.id),
    // Set-up: many tests book the same person in charge around the same time (the overlap offer has its own tests).
    aceptarCruce: true,
  });
  if (creada.resultado !== 'creada') throw new Error(`Cita no creada: ${creada.mensaje}`);
  if (opciones.hoy && fechaEnZonaNegocio(fechaHoraEntrevista) !== hoyIso())
    await dejarParaHoy(base, creada.id);
  let version = creada.version;
  if (opciones.estado1 !== undefined)
    version = (await api.citas.cambiarEstado1.mutate({ id: creada.id, version, estadoId: opciones.estado1 }))
      .version;
  return {
    id: creada.id,
    version,
    documento: candidato.documento,
    nombre: opciones.registrado?.nombre ?? `${nombres} ${apellidos}`,
    requisitos,
  };
}

/**
 * A result of a requirement for a registered candidate, done `diasAtras` days ago (its validity counts from then).
 * The CV saves results through a multipart upload with evidence files, not the typed client: for set-up the row is
 * written to the database, as the seeder writes results.
 */
export async function darResultadoRequisito(
  base: pg.Pool,
  candidatoId: number,
  requisitoId: number,
  diasAtras: number,
): Promise<void> {
  const { rowCount } = await base.query(
    `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
     select h.id, $2, current_date - $3::int, 1, false, now(), 1 from hoja_de_vida h where h.candidato_id = $1`,
    [candidatoId, requisitoId, diasAtras],
  );
  if (rowCount !== 1) throw new Error(`El candidato ${candidatoId} no tiene una hoja de vida`);
}

/** Moves an appointment booked for tomorrow's first minutes back into today (Bogotá), a minute ago at most. */
async function dejarParaHoy(base: pg.Pool, id: number): Promise<void> {
  const hoy = hoyIso();
  const unMinutoAntes = new Date(Math.max(Date.now() - 60_000, inicioDelDia(hoy).getTime() + 1_000));
  await base.query('update cita set fecha_hora_entrevista = $2 where id = $1', [id, unMinutoAntes]);
}
