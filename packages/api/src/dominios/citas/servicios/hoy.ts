/**
 * Reception view (issue 18 "beyond the old product"): today's appointments (Bogotá day) of the user's branch, in time
 * order, for one-click check-in. A user without branch sees none. Scope as everywhere (inside the query).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita, Usuario } from '@talento/db';
import { ESTADO2_CITA_REAGENDADA, hoyIso, inicioDelDia, sumarDias } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { CitasHoyDto } from '../dto';
import { filtroCita } from './alcance';
import { datosCandidatoCita, nombreUsuario } from './nombres';
import { lugarDeCita } from './obtener';

export async function citasDeHoy(
  em: EntityManager,
  usuario: UsuarioSesion,
  ahora: Date,
): Promise<CitasHoyDto> {
  const yo = await em.findOneOrFail(Usuario, usuario.id, { populate: ['sucursal'] });
  const sucursal = yo.sucursal ?? null;
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
