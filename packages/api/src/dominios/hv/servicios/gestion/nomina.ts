import type { EntityManager } from '@mikro-orm/postgresql';
import { Candidato, CandidatoPedido, Ciudad, Experiencia, HojaDeVida, MensajeSaliente } from '@talento/db';
import {
  MENSAJES_NOMINA,
  TipoMensajeSaliente,
  type EstadoEnvioNomina,
  EstadoMensajeSaliente,
} from '@talento/rules';
import { filtroCliente } from '../../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError, noEncontrado } from '../../../../nucleo/errors';
import { configNomina, type PayloadNomina } from '../../../../nucleo/integraciones/nomina';
import { bloquearCandidatoHv } from './comun';

/** Outbox rows of the payroll system: tipo 'nomina', referencia 'candidato:<id>'. */
export const TIPO_NOMINA = TipoMensajeSaliente.NOMINA;
export const referenciaNomina = (candidatoId: number) => `candidato:${candidatoId}`;

const ESTADOS: Record<number, EstadoEnvioNomina> = {
  [EstadoMensajeSaliente.PENDIENTE]: 'pendiente',
  [EstadoMensajeSaliente.ENVIADO]: 'enviado',
  [EstadoMensajeSaliente.ERROR]: 'error',
};

function direccionDe(c: Candidato): string | null {
  return c.direccionCadena ?? c.direccionRural ?? c.direccionOtra ?? null;
}

/** The CV data sent to the payroll system (adapter contract in nucleo/integraciones/nomina.ts). */
async function payloadDe(
  tx: EntityManager,
  c: Candidato,
  pedidoId: number | null,
  motivo: PayloadNomina['motivo'],
): Promise<PayloadNomina> {
  const hv = await tx.findOne(HojaDeVida, { candidato: c.id });
  const experiencias = hv
    ? await tx.find(
        Experiencia,
        { hojaDeVida: hv.id },
        { orderBy: { fechaIngreso: 'desc', id: 'desc' }, limit: 20 },
      )
    : [];
  const ciudad = c.ciudadDondeVive ? await tx.findOne(Ciudad, c.ciudadDondeVive.id) : null;
  return {
    candidatoId: c.id,
    pedidoId,
    tipoDocumento: c.tipoDocumento,
    numeroDocumento: c.numeroDocumento,
    nombre1: c.nombre1,
    nombre2: c.nombre2 ?? null,
    apellido1: c.apellido1,
    apellido2: c.apellido2 ?? null,
    email: c.email,
    telefono: c.telefonoOCelular,
    whatsapp: c.whatsapp ?? null,
    fechaNacimiento: c.fechaNacimiento ? String(c.fechaNacimiento) : null,
    genero: c.genero ?? null,
    estadoCivil: c.estadoCivil ?? null,
    direccion: direccionDe(c),
    ciudad: ciudad?.nombre ?? null,
    nivelAcademico: hv?.nivelAcademico ?? null,
    profesiones: hv?.profesiones ?? [],
    experiencias: experiencias.map((x) => ({
      empresa: x.empresa,
      cargo: x.cargo,
      fechaIngreso: x.fechaIngreso ? String(x.fechaIngreso) : null,
      fechaRetiro: x.fechaRetiro ? String(x.fechaRetiro) : null,
      actual: x.actual,
    })),
    motivo,
  };
}

/** Queues one payroll send in the caller's unit of work (written by the same flush as the change). */
export async function encolarNomina(
  tx: EntityManager,
  candidatoId: number,
  pedidoId: number | null,
  motivo: PayloadNomina['motivo'],
  destino: string,
) {
  const c = await tx.findOneOrFail(Candidato, candidatoId);
  return tx.create(MensajeSaliente, {
    tipo: TIPO_NOMINA,
    destino: destino.slice(0, 500),
    payload: await payloadDe(tx, c, pedidoId, motivo),
    estado: EstadoMensajeSaliente.PENDIENTE,
    intentos: 0,
    referencia: referenciaNomina(candidatoId),
  });
}

/** `hojasDeVida.estadoNomina`: whether the integration is configured and the state of the latest send. */
export async function estadoNomina(em: EntityManager, candidatoId: number) {
  if (!(await em.count(Candidato, { id: candidatoId }))) throw noEncontrado();
  const ultimo = await em.findOne(
    MensajeSaliente,
    { tipo: TIPO_NOMINA, referencia: referenciaNomina(candidatoId) },
    { orderBy: { id: 'desc' } },
  );
  return {
    configurado: configNomina() !== null,
    estado: ultimo ? (ESTADOS[ultimo.estado] ?? null) : null,
    mensaje:
      ultimo && ultimo.estado === EstadoMensajeSaliente.ERROR
        ? (ultimo.ultimoError ?? MENSAJES_NOMINA.fallido)
        : null,
    fecha: ultimo ? (ultimo.enviadoEn ?? ultimo.creadoEn) : null,
  };
}

/**
 * `hojasDeVida.enviarANomina` (spec 03 §7 "Send CV to the payroll system"): when NOMINA_URL is not set the
 * user is told so and nothing is queued or marked. Otherwise the send is queued in the outbox ("Envío
 * pendiente"); the server's worker delivers it and records success, or the payroll system's 409 message.
 * With `pedidoId` (the CV opened from an order in scope) a success also marks that candidate-order row sent.
 */
export async function enviarHvANomina(
  em: EntityManager,
  usuario: UsuarioSesion,
  candidatoId: number,
  pedidoId: number | null,
) {
  const config = configNomina();
  if (!config) throw new AppError('PRECONDITION_FAILED', MENSAJES_NOMINA.sinConfigurar);
  return em.transactional(async (tx) => {
    await bloquearCandidatoHv(tx, candidatoId);
    if (pedidoId !== null) {
      const cp = await tx.count(CandidatoPedido, {
        $and: [
          { pedido: pedidoId, candidato: candidatoId, activo: true },
          filtroCliente(usuario.alcance, 'pedido.cliente'),
        ],
      });
      if (!cp) throw noEncontrado();
    }
    const pendiente = await tx.count(MensajeSaliente, {
      tipo: TIPO_NOMINA,
      referencia: referenciaNomina(candidatoId),
      estado: EstadoMensajeSaliente.PENDIENTE,
    });
    if (pendiente) throw new AppError('CONFLICT', MENSAJES_NOMINA.yaPendiente);
    const m = await encolarNomina(tx, candidatoId, pedidoId, 'envio', config.url);
    await tx.flush();
    return { mensajeId: m.id, estado: 'pendiente' as const, mensaje: MENSAJES_NOMINA.encolado };
  });
}
