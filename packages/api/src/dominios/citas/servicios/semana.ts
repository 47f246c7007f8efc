/**
 * The week calendar (/citas/semana, issue 35 §4): the appointments of one week (Monday to Sunday, Bogotá days) in the
 * user's scope (inside the query, as the list), optionally of one person in charge or one branch. A rescheduled
 * appointment is replaced by its new one and left out, as at reception. Each one comes with its Bogotá day and minute
 * of the day, so the screen only places it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  fechaEnZonaNegocio,
  lunesDeSemana,
  minutoDelDiaEnZonaNegocio,
  type EntradaSemanaCitas,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { SemanaCitasDto } from '../dto';
import { citasVigentesDelRango } from './citas-del-rango';
import { datosCandidatoCita, nombreUsuario } from './nombres';

/** More than this in one week is not a calendar anyone reads: the screen says it and asks for a filter. */
export const MAXIMO_CITAS_SEMANA = 400;

export async function citasDeLaSemana(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: EntradaSemanaCitas,
): Promise<SemanaCitasDto> {
  const lunes = lunesDeSemana(e.dia);
  const citas = await citasVigentesDelRango(em, usuario, {
    desde: lunes,
    dias: 7,
    filtro: {
      ...(e.encargadoId ? { personaACargoEntrevista: e.encargadoId } : {}),
      ...(e.sucursalId ? { sucursal: e.sucursalId } : {}),
    },
    limite: MAXIMO_CITAS_SEMANA + 1,
  });
  return {
    lunes,
    truncada: citas.length > MAXIMO_CITAS_SEMANA,
    citas: citas.slice(0, MAXIMO_CITAS_SEMANA).map((c) => ({
      id: c.id,
      candidato: datosCandidatoCita(c).nombre,
      cliente: c.cliente?.nombre ?? null,
      encargado: { id: c.personaACargoEntrevista.id, nombre: nombreUsuario(c.personaACargoEntrevista) },
      sucursal: c.sucursal ? { id: c.sucursal.id, nombre: c.sucursal.nombre } : null,
      fechaHoraEntrevista: c.fechaHoraEntrevista,
      duracionMinutos: c.duracionMinutos,
      dia: fechaEnZonaNegocio(c.fechaHoraEntrevista),
      minuto: minutoDelDiaEnZonaNegocio(c.fechaHoraEntrevista),
      estado1: c.estado1 ? { id: c.estado1.id, nombre: c.estado1.nombre } : null,
    })),
  };
}
