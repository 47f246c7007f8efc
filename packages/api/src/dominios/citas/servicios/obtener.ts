/** /detail-cita/:idCita: one appointment in scope with its requirements ("Vencida" from the candidate's results). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cita, RequisitoCita } from '@talento/db';
import {
  fechaIsoDeColumna,
  hoyIso,
  LUGAR_CITA,
  requisitoCitaVencido,
  textoLugarCita,
  type AlcanceClientes,
} from '@talento/rules';
import { noEncontrado } from '../../../nucleo/errors';
import type { CitaDetalleDto } from '../dto';
import { filtroCita } from './alcance';
import { datosCandidatoCita, nombreUsuario } from './nombres';

export async function obtenerCita(
  em: EntityManager,
  alcance: AlcanceClientes,
  id: number,
  ahora: Date,
): Promise<CitaDetalleDto> {
  const c = await em.findOne(
    Cita,
    { $and: [{ id }, filtroCita(alcance)] },
    {
      populate: [
        'candidato',
        'candidatoEspontaneo',
        'cliente',
        'personaACargoEntrevista',
        'estado1',
        'estado2',
        'referencia',
        'sucursal',
        'sucursal.ciudad',
        'ciudad',
        'usuarioCreador',
      ],
    },
  );
  if (!c) throw noEncontrado();
  const requisitos = await em.find(
    RequisitoCita,
    { cita: c.id },
    { populate: ['requisito'], orderBy: { id: 'asc' } },
  );
  // Latest realisation day of each requirement for this candidate (through their CV).
  const ultimas = new Map<number, string | null>();
  if (c.candidato && requisitos.length) {
    const filas = await em.execute<{ requisito_id: number; fecha: string | Date }[]>(
      `select rp.requisito_id, max(rp.fecha_realizacion) as fecha from requisito_persona rp join hoja_de_vida h on h.id = rp.hoja_de_vida_id
        where h.candidato_id = ? and rp.requisito_id = any(?::int[]) group by rp.requisito_id`,
      [c.candidato.id, `{${requisitos.map((r) => r.requisito.id).join(',')}}`],
    );
    for (const f of filas) ultimas.set(f.requisito_id, fechaIsoDeColumna(f.fecha));
  }
  // The next link of the chain: the appointment that replaced this one (in scope, as everything read here).
  const siguiente = await em.findOne(
    Cita,
    { $and: [{ citaPadreReagendada: c.id }, filtroCita(alcance)] },
    { fields: ['id'], orderBy: { id: 'asc' } },
  );
  const hoy = hoyIso(ahora);
  const ref = (x: { id: number; nombre: string } | null | undefined) =>
    x ? { id: x.id, nombre: x.nombre } : null;
  return {
    id: c.id,
    version: c.version,
    candidato: datosCandidatoCita(c),
    razonEntrevista: c.razonEntrevista,
    razonReagendamiento: c.razonReagendamiento ?? null,
    cliente: ref(c.cliente),
    encargado: { id: c.personaACargoEntrevista.id, nombre: nombreUsuario(c.personaACargoEntrevista) },
    fechaHoraEntrevista: c.fechaHoraEntrevista,
    fechaHoraLlegada: c.fechaHoraLlegada ?? null,
    comentario: c.comentario ?? null,
    estado1: ref(c.estado1),
    estado2: ref(c.estado2),
    referencia: ref(c.referencia),
    otrosReferencia: c.otrosReferencia ?? null,
    citaPadreReagendadaId: c.citaPadreReagendada?.id ?? null,
    citaReagendadaEnId: siguiente?.id ?? null,
    ...lugarDeCita(c),
    candidatoPedidoId: c.candidatoPedido?.id ?? null,
    correoEnviado: c.correoEnviado,
    sucursal: ref(c.sucursal),
    ciudad: ref(c.ciudad),
    usuarioCreador: { id: c.usuarioCreador.id, nombre: nombreUsuario(c.usuarioCreador) },
    createdAt: c.createdAt,
    requisitos: requisitos.map((r) => ({
      id: r.id,
      requisitoId: r.requisito.id,
      nombre: r.requisito.nombre,
      revisado: r.revisado,
      vencida: requisitoCitaVencido(ultimas.get(r.requisito.id) ?? null, r.requisito.validezDias, hoy),
    })),
  };
}

/** What `lugarDeCita` reads of an appointment: a loaded `Cita`, or the same fields read by SQL. */
export interface SitioDeCita extends Pick<
  Cita,
  'lugar' | 'lugarDireccion' | 'enlaceVirtual' | 'duracionMinutos'
> {
  sucursal?: { nombre: string; direccion?: string | null; ciudad: { nombre: string } } | null;
  cliente?: { nombre: string } | null;
}

/** Where and how long, stored and as the invitation says it. */
export function lugarDeCita(c: SitioDeCita) {
  const lugar = LUGAR_CITA.es(c.lugar) ? c.lugar : 'sucursal';
  const s = c.sucursal;
  return {
    lugar,
    lugarDireccion: c.lugarDireccion ?? null,
    enlaceVirtual: c.enlaceVirtual ?? null,
    duracionMinutos: c.duracionMinutos,
    textoLugar: textoLugarCita({
      lugar,
      sucursal: s ? { nombre: s.nombre, direccion: s.direccion ?? null, ciudad: s.ciudad.nombre } : null,
      lugarDireccion: c.lugarDireccion ?? null,
      enlaceVirtual: c.enlaceVirtual ?? null,
      cliente: c.cliente?.nombre ?? null,
    }),
  } as const;
}
