/**
 * Reception view (issue 18 "beyond the old product"): today's appointments (Bogotá day) of a branch, in time order, for
 * one-click check-in. The branch is the one chosen (a user who covers several picks it; the branch is a filter, not a
 * scope) or else the user's; a user without branch who chose none sees none. Scope as everywhere (inside the query).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita, Sucursal, Usuario } from '@talento/db';
import {
  ESTADO2_CITA_REAGENDADA,
  hoyIso,
  inicioDelDia,
  MENSAJES_CITAS as M,
  sumarDias,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitasHoyDto } from '../dto';
import { filtroCita } from './alcance';
import { datosCandidatoCita, nombreUsuario } from './nombres';
import { lugarDeCita } from './obtener';

export async function citasDeHoy(
  em: EntityManager,
  usuario: UsuarioSesion,
  ahora: Date,
  sucursalId?: number,
): Promise<CitasHoyDto> {
  const sucursal =
    sucursalId !== undefined
      ? await em.findOne(Sucursal, { id: sucursalId, activa: true })
      : ((await em.findOneOrFail(Usuario, usuario.id, { populate: ['sucursal'] })).sucursal ?? null);
  if (sucursalId !== undefined && !sucursal) throw new AppError('BAD_REQUEST', M.sucursalInvalida);
  if (!sucursal) return { sucursal: null, citas: [] };
  const hoy = hoyIso(ahora);
  const citas = await em.find(
    Cita,
    {
      $and: [
        {
          sucursal: sucursal.id,
          fechaHoraEntrevista: { $gte: inicioDelDia(hoy), $lt: inicioDelDia(sumarDias(hoy, 1)) },
        },
        // A rescheduled appointment is replaced by its new one: not expected at the door.
        { $or: [{ estado2: null }, { estado2: { $ne: ESTADO2_CITA_REAGENDADA } }] },
        filtroCita(usuario.alcance),
      ],
    },
    {
      populate: [
        'candidato',
        'candidatoEspontaneo',
        'cliente',
        'personaACargoEntrevista',
        'estado1',
        'sucursal',
        'sucursal.ciudad',
      ],
      orderBy: { fechaHoraEntrevista: 'asc', id: 'asc' },
    },
  );
  return {
    sucursal: { id: sucursal.id, nombre: sucursal.nombre },
    citas: citas.map((c) => {
      const p = datosCandidatoCita(c);
      return {
        id: c.id,
        version: c.version,
        candidato: p.nombre,
        documento: p.documento,
        cliente: c.cliente?.nombre ?? null,
        encargado: nombreUsuario(c.personaACargoEntrevista),
        fechaHoraEntrevista: c.fechaHoraEntrevista,
        fechaHoraLlegada: c.fechaHoraLlegada ?? null,
        estado1: c.estado1 ? { id: c.estado1.id, nombre: c.estado1.nombre } : null,
        lugar: lugarDeCita(c).lugar,
        textoLugar: lugarDeCita(c).textoLugar,
      };
    }),
  };
}
