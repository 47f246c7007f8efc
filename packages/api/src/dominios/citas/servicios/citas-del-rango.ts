import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Cita } from '@talento/db';
import { ESTADO2_CITA_REAGENDADA, inicioDelDia, sumarDias, type FechaIso } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { filtroCita } from './alcance';

/**
 * The appointments of `dias` Bogotá days from `desde`, in time order, in the user's scope (inside the query), with what
 * a row shows loaded: reception (one day) and the week calendar (seven). A rescheduled appointment is replaced by its
 * new one and left out.
 */
export function citasVigentesDelRango(
  em: EntityManager,
  usuario: UsuarioSesion,
  {
    desde,
    dias,
    filtro = {},
    conCiudad = false,
    limite,
  }: {
    desde: FechaIso;
    dias: number;
    filtro?: FilterQuery<Cita>;
    /** Also the branch's city (reception shows it). */
    conCiudad?: boolean;
    limite?: number;
  },
) {
  return em.find(
    Cita,
    {
      $and: [
        { fechaHoraEntrevista: { $gte: inicioDelDia(desde), $lt: inicioDelDia(sumarDias(desde, dias)) } },
        filtro,
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
        ...(conCiudad ? (['sucursal.ciudad'] as const) : []),
      ],
      orderBy: { fechaHoraEntrevista: 'asc', id: 'asc' },
      ...(limite ? { limit: limite } : {}),
    },
  );
}
