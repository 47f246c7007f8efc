/**
 * Reception view (issue 18 "beyond the old product"): one day's appointments (Bogotá day; today unless another is
 * asked: "Mañana / otra fecha") of a branch, in time order, for one-click check-in. The branch is the one chosen (a user who covers several picks it; the branch is a filter, not a
 * scope) or else the user's; a user without branch who chose none sees none. Scope as everywhere (inside the query).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Sucursal, Usuario } from '@talento/db';
import { hoyIso, MENSAJES_CITAS as M, type FechaIso } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import type { CitasHoyDto } from '../dto';
import { citasVigentesDelRango } from './citas-del-rango';
import { datosCandidatoCita, nombreUsuario } from './nombres';
import { lugarDeCita } from './obtener';

export async function citasDeHoy(
  em: EntityManager,
  usuario: UsuarioSesion,
  ahora: Date,
  sucursalId?: number,
  dia?: FechaIso,
): Promise<CitasHoyDto> {
  const sucursal =
    sucursalId !== undefined
      ? await em.findOne(Sucursal, { id: sucursalId, activa: true })
      : ((await em.findOneOrFail(Usuario, usuario.id, { populate: ['sucursal'] })).sucursal ?? null);
  if (sucursalId !== undefined && !sucursal) throw new AppError('BAD_REQUEST', M.sucursalInvalida);
  const desde = dia ?? hoyIso(ahora);
  if (!sucursal) return { sucursal: null, dia: desde, citas: [] };
  const citas = await citasVigentesDelRango(em, usuario, {
    desde,
    dias: 1,
    filtro: { sucursal: sucursal.id },
    conCiudad: true,
  });
  return {
    sucursal: { id: sucursal.id, nombre: sucursal.nombre },
    dia: desde,
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
