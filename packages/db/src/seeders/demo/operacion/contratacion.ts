import { sumarDiasInstante, fechaEnZonaNegocio } from '@talento/rules';
import {
  AsociacionEmpleadoErp,
  ClienteContacto,
  ConceptoOrdenContratacion,
  ConfiguracionContratacionCliente,
  EventoPedido,
  MensajeSaliente,
  OrdenContratacion,
  RequisicionErp,
} from '../../../entities';
import type { CandidatoEnPedido } from './candidatos-pedido';
import type { Catalogos } from './catalogos';
import { ciudad, cliente, type Contexto, NIT_LA_SABANA } from './contexto';
import { DATOS_CLIENTES } from './datos-clientes';

/** Contacts that receive the candidates sent to each client (the first is chosen by default). */
function contactos(ctx: Contexto): void {
  for (const datos of DATOS_CLIENTES) {
    datos.contactos.forEach(([nombre, correo], i) =>
      ctx.em.create(ClienteContacto, {
        cliente: cliente(ctx, datos.documento),
        nombre,
        correo,
        enviar: i === 0,
      }),
    );
  }
}

/**
 * Hiring orders of La Sabana's stage-4 order: one filed (radicada) for the candidate who showed up at
 * work (state 8, CV sent to the ERP) and one saved, not yet filed, for a candidate in contracting (6).
 */
function ordenes(ctx: Contexto, cat: Catalogos, filas: CandidatoEnPedido[]): void {
  const { em, usuarios, reloj } = ctx;
  const delPedido = filas.filter(
    (f) =>
      f.ps.pedido.cliente.numeroDocumento === NIT_LA_SABANA && f.ps.pedido.estadoPedido === 4 && f.cp.activo,
  );
  const objetivos = [
    delPedido.find((f) => f.cp.estadoCandidatoPedido === 8),
    delPedido.find((f) => f.cp.estadoCandidatoPedido === 6),
  ];
  // Riesgo II (1,044 %) and the work centre with that percentage.
  const centro = cat.centrosTrabajo.find((c) => c.porcentaje === 1.044);
  const dpto = cat.centrosCosto[0];
  if (!centro || !dpto) throw new Error('Faltan centros de trabajo o de costo');
  for (const [i, fila] of objetivos.entries()) {
    if (!fila)
      throw new Error('La demo necesita candidatos en estados 6 y 8 en el pedido en etapa 4 de La Sabana');
    const { pedido } = fila.ps;
    const radicada = i === 0;
    // Saved one or three days after the order entered stage 4, at the same office hour.
    const creada = reloj.pasado(sumarDiasInstante(pedido.fechaEstado4 ?? reloj.ahora, radicada ? 1 : 3));
    const orden = em.create(OrdenContratacion, {
      pedido,
      cliente: pedido.cliente,
      consecutivo: i + 1,
      consecutivoCliente: String(i + 1),
      fechaCreado: creada,
      creadoPor: usuarios.psicologa,
      radicado: radicada,
      fechaRadicado: radicada ? reloj.pasado(sumarDiasInstante(creada, 1)) : null,
      radicadoPor: radicada ? usuarios.psicologa : null,
      fechaEnvioInduccion: radicada ? reloj.pasado(sumarDiasInstante(creada, 1)) : null,
      personaAutorizaIngreso: pedido.personaAutorizaIngreso ?? 'Camila Torres',
      fechaIngreso: fechaEnZonaNegocio(radicada ? sumarDiasInstante(creada, 2) : reloj.enDias(5)),
      ciudad: pedido.ciudad ?? ciudad(ctx, '11001'),
      cargo: fila.ps.perfil.perfil.cargo,
      salario: pedido.salario ?? ctx.smmlv,
      relacionLaboral: 'MISION',
      tipoSalario: 'BASICO',
      riesgoArl: 'II',
      tipoComision: null,
      tipoJornada: 'C',
      jefeInmediato: 'Jorge Iván Pardo',
      jefeInmediatoCargo: 'Jefe de trade marketing',
      area: 'Trade marketing',
      observaciones: 'Ingresa con dotación completa y carné de la empresa usuaria.',
      obraLabor: 'Exhibición y surtido de productos en cadenas de supermercados de la ruta norte.',
      nivel1: cat.niveles[0] ?? null,
      nivel2: cat.niveles[2] ?? null,
      centroTrabajo: centro,
      dpto,
      actualizadoEn: creada,
    });
    orden.candidatos.add(fila.cp);
    em.create(ConceptoOrdenContratacion, {
      ordenContratacion: orden,
      tipo: 'NO_SALARIAL',
      periodicidad: 'MENSUAL',
      conceptoCodigo: '1110',
      conceptoDescripcion: 'Auxilio de rodamiento',
      valor: pedido.auxilioRodamiento || 300000,
    });
    if (i === 0) {
      // The ERP requisition created when the first candidate was approved after the client interview.
      const requisicion = em.create(MensajeSaliente, {
        tipo: 'erp',
        destino: 'requisicion',
        payload: { operacion: 'requisicion', pedidoId: pedido.id },
        estado: 1,
        intentos: 1,
        referencia: `pedido:${pedido.id}`,
        creadoEn: creada,
        enviadoEn: creada,
      });
      em.create(RequisicionErp, {
        pedido,
        mensaje: requisicion,
        codigoErp: `REQ-${pedido.id}`,
        creadaEn: creada,
        confirmadaEn: creada,
      });
    }
    if (radicada) {
      fila.cp.enviadoAMidasoft = true;
      em.create(AsociacionEmpleadoErp, {
        ordenContratacion: orden,
        candidato: fila.cs.candidato,
        codigoEmpleado: `EMP-${fila.cs.candidato.numeroDocumento}`,
        contrato: `CT-2026-${String(orden.consecutivo).padStart(4, '0')}`,
        estadoInduccion: 1,
        fechaInduccion: reloj.pasado(sumarDiasInstante(creada, 1)),
      });
      em.create(EventoPedido, {
        pedido,
        tipoEvento: 8,
        actor: usuarios.psicologa,
        candidatoNombre: fila.cs.nombreCompleto,
        fecha: reloj.pasado(sumarDiasInstante(creada, 1)),
      });
    }
  }
}

export async function seedContratacion(
  ctx: Contexto,
  cat: Catalogos,
  filas: CandidatoEnPedido[],
): Promise<void> {
  contactos(ctx);
  // La Sabana shows the mercantile offer (obra/labor required) and requires levels 1 and 2.
  ctx.em.create(ConfiguracionContratacionCliente, {
    cliente: cliente(ctx, NIT_LA_SABANA),
    nivelesRequeridos: [1, 2],
    ofertaMercantil: true,
  });
  ordenes(ctx, cat, filas);
  await ctx.em.flush();
}
