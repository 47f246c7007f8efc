/**
 * Delivers one ERP outbox row (tipo 'erp'): requisition, filing (create employee contract) or induction.
 * Like the e-mails and CV sends, the row is locked for the whole attempt and only a Pendiente row is sent,
 * so two workers or instances never send it twice; the row id is the idempotency key, so a retry after a
 * lost answer is recognised by the ERP. The effects of a success are written in the same transaction as
 * the row's Enviado: requisition code; order filed (radicado, fecha_radicado), employee association, CV
 * send, induction and the person's hiring-order e-mail queued; induction started. A 409 or other refusal is final (Error with the ERP's
 * message); network failures and 5xx are retried with an exponential back-off (`proximo_intento`) until
 * `intentosMaximos`.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  AsociacionEmpleadoErp,
  type MensajeSaliente,
  OrdenContratacion,
  Pedido,
  RequisicionErp,
  Usuario,
} from '@talento/db';
import { EstadoMensajeSaliente, nombreCompleto } from '@talento/rules';
import { z } from 'zod';
import { conFilaPendiente } from '../../../nucleo/outbox/filas';
import { aplicarRespuesta, type ResultadoEntrega } from '../../../nucleo/outbox/respuesta';
import { encolarNomina } from '../../hv';
import type { ClienteErp, ConfigErp, RespuestaErp } from '../../../nucleo/integraciones/erp';
import { encolarCorreoIngreso } from './correo-ingreso';
import { claveIdempotencia, encolarLlamadaErp, referenciaOrden, TIPO_ERP } from './llamadas-erp';

export interface OpcionesEntregaErp {
  intentosMaximos: number;
  erp: ClienteErp;
  config: ConfigErp;
  ahora?: () => Date;
}

const Payload = z.discriminatedUnion('operacion', [
  z.object({ operacion: z.literal('requisicion'), pedidoId: z.number().int() }),
  z.object({
    operacion: z.literal('radicacion'),
    ordenId: z.number().int(),
    usuarioId: z.number().int().nullable().optional(),
  }),
  z.object({ operacion: z.literal('induccion'), ordenId: z.number().int(), candidatoId: z.number().int() }),
]);
type Payload = z.infer<typeof Payload>;

/** Induction status of an ERP employee association (ESTADO_INDUCCION). */
export const ESTADO_INDUCCION = { SIN_INICIAR: 0, INICIADA: 1, ERROR: 2 } as const;

async function cuerpoRequisicion(tx: EntityManager, pedidoId: number) {
  const p = await tx.findOneOrFail(Pedido, pedidoId, { populate: ['cliente', 'ciudad'] });
  return {
    pedidoId: p.id,
    cliente: {
      tipoDocumento: p.cliente.tipoDocumento,
      numeroDocumento: p.cliente.numeroDocumento,
      nombre: p.cliente.nombre,
    },
    cargo: p.nombreCargo,
    ciudad: p.ciudad?.nombre ?? null,
    vacantes: p.vacantes,
    salario: p.salario === null ? null : Number(p.salario),
  };
}

async function cargarOrdenCompleta(tx: EntityManager, ordenId: number) {
  return tx.findOneOrFail(OrdenContratacion, ordenId, {
    populate: [
      'candidatos.candidato',
      'pedido',
      'cargo',
      'ciudad',
      'centroTrabajo',
      'dpto',
      'cliente',
      'conceptos',
      'nivel1',
      'nivel2',
      'nivel3',
      'nivel4',
      'nivel5',
    ],
  });
}

function cuerpoContrato(o: OrdenContratacion) {
  const nivel = (n: OrdenContratacion['nivel1']) => (n ? { codigo: n.codigo, nombre: n.nombre } : null);
  return {
    ordenId: o.id,
    consecutivo: o.consecutivo,
    cliente: { numeroDocumento: o.cliente.numeroDocumento, nombre: o.cliente.nombre },
    empleados: o.candidatos.getItems().map((cp) => ({
      tipoDocumento: cp.candidato.tipoDocumento,
      numeroDocumento: cp.candidato.numeroDocumento,
      nombre: nombreCompleto(cp.candidato),
    })),
    personaAutorizaIngreso: o.personaAutorizaIngreso,
    fechaIngreso: String(o.fechaIngreso).slice(0, 10),
    ciudadTrabajo: o.ciudad.nombre,
    cargo: { codigo: o.cargo.codigo, nombre: o.cargo.nombre },
    salario: Number(o.salario),
    salarioIntegral: o.salarioIntegral,
    relacionLaboral: o.relacionLaboral,
    tipoSalario: o.tipoSalario,
    riesgoArl: o.riesgoArl,
    tipoComision: o.tipoComision ?? null,
    comisiones: o.comisiones ?? null,
    tipoVariable: o.tipoVariable ?? null,
    variable: o.variable ?? null,
    tipoJornada: o.tipoJornada,
    horasJornada: o.horasJornada ?? null,
    jefeInmediato: o.jefeInmediato ?? null,
    jefeInmediatoCargo: o.jefeInmediatoCargo ?? null,
    area: o.area ?? null,
    obraLabor: o.obraLabor ?? null,
    conceptosSalario: [
      { concepto: o.conceptoSalario1 ?? null, valor: o.valorConceptoSalario1 ?? null },
      { concepto: o.conceptoSalario2 ?? null, valor: o.valorConceptoSalario2 ?? null },
    ].filter((c) => c.concepto !== null),
    conceptos: o.conceptos.getItems().map((c) => ({
      tipo: c.tipo,
      periodicidad: c.periodicidad,
      concepto: c.conceptoCodigo,
      valor: Number(c.valor),
    })),
    niveles: {
      ea_subgrupo: nivel(o.nivel1),
      ea_sucursal: nivel(o.nivel2),
      ea_subdivision: nivel(o.nivel3),
      ea_proyecto: nivel(o.nivel4),
      ea_producto: nivel(o.nivel5),
    },
    centroTrabajo: {
      codigo: o.centroTrabajo.codigo,
      nombre: o.centroTrabajo.nombre,
      porcentaje: Number(o.centroTrabajo.porcentaje),
    },
    dpto: { codigo: o.dpto.codigo, nombre: o.dpto.nombre },
  };
}

/** Calls the ERP for the row and, on success, writes its effects in `tx`. */
async function llamar(
  tx: EntityManager,
  fila: MensajeSaliente,
  p: Payload,
  o: OpcionesEntregaErp,
  ahora: Date,
): Promise<RespuestaErp> {
  const clave = claveIdempotencia(TIPO_ERP, fila.id);
  if (p.operacion === 'requisicion') {
    const r = await o.erp.crearRequisicion(await cuerpoRequisicion(tx, p.pedidoId), clave);
    if (r.resultado === 'aceptado')
      await tx.nativeUpdate(
        RequisicionErp,
        { pedido: p.pedidoId },
        { codigoErp: r.datos.codigo, confirmadaEn: ahora },
      );
    return r;
  }
  if (p.operacion === 'radicacion') {
    const orden = await cargarOrdenCompleta(tx, p.ordenId);
    if (orden.radicado) return { resultado: 'aceptado', datos: null };
    const r = await o.erp.crearContrato(cuerpoContrato(orden), clave);
    if (r.resultado !== 'aceptado') return r;
    orden.radicado = true;
    orden.fechaRadicado = ahora;
    orden.radicadoPor = p.usuarioId ? tx.getReference(Usuario, p.usuarioId) : null;
    orden.fechaEnvioInduccion = ahora;
    for (const cp of orden.candidatos.getItems()) {
      const empleado = r.datos.empleados.find((e) => e.numeroDocumento === cp.candidato.numeroDocumento);
      const existente = await tx.findOne(AsociacionEmpleadoErp, {
        ordenContratacion: orden.id,
        candidato: cp.candidato.id,
      });
      const datos = {
        codigoEmpleado: empleado?.codigoEmpleado ?? null,
        contrato: empleado?.contrato ?? null,
      };
      if (existente) tx.assign(existente, datos);
      else
        tx.create(AsociacionEmpleadoErp, {
          ordenContratacion: orden,
          candidato: cp.candidato,
          ...datos,
          estadoInduccion: ESTADO_INDUCCION.SIN_INICIAR,
        });
      // After filing the CV goes to the ERP, the induction starts and the person gets the hiring-order e-mail (all
      // through the outbox).
      encolarCorreoIngreso(tx, orden, cp.candidato);
      await encolarNomina(tx, cp.candidato.id, orden.pedido.id, 'envio', o.config.url);
      encolarLlamadaErp(
        tx,
        'induccion',
        { ordenId: orden.id, candidatoId: cp.candidato.id },
        referenciaOrden(orden.id),
      );
    }
    return r;
  }
  const asociacion = await tx.findOne(
    AsociacionEmpleadoErp,
    { ordenContratacion: p.ordenId, candidato: p.candidatoId },
    { populate: ['candidato'] },
  );
  if (!asociacion)
    return {
      resultado: 'rechazado',
      status: 0,
      mensaje: 'La persona no tiene asociación de empleado en el sistema de nómina',
    };
  const r = await o.erp.iniciarInduccion(
    {
      ordenId: p.ordenId,
      numeroDocumento: asociacion.candidato.numeroDocumento,
      codigoEmpleado: asociacion.codigoEmpleado,
      contrato: asociacion.contrato,
    },
    clave,
  );
  if (r.resultado === 'aceptado')
    tx.assign(asociacion, { estadoInduccion: ESTADO_INDUCCION.INICIADA, fechaInduccion: ahora });
  if (r.resultado === 'rechazado') tx.assign(asociacion, { estadoInduccion: ESTADO_INDUCCION.ERROR });
  return r;
}

export function entregarErp(orm: MikroORM, id: number, o: OpcionesEntregaErp): Promise<ResultadoEntrega> {
  const ahora = (o.ahora ?? (() => new Date()))();
  return conFilaPendiente(orm, id, TIPO_ERP, async (tx, fila) => {
    fila.intentos += 1;
    const payload = Payload.safeParse(fila.payload);
    if (!payload.success) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'El mensaje para el sistema de nómina no tiene el formato esperado';
      return { resultado: 'error', intentos: fila.intentos, error: fila.ultimoError } as const;
    }
    const r = await llamar(tx, fila, payload.data, o, ahora);
    return aplicarRespuesta(fila, r, o.intentosMaximos, ahora);
  });
}
