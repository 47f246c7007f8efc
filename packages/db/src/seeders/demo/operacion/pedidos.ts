import { anioEnZonaNegocio, fechaEnZonaNegocio, sumarDiasInstante } from '@talento/rules';
import {
  ComentarioPedido,
  EventoPedido,
  OtroAuxilioPedido,
  Pedido,
  PreguntaEntrevista,
  type Usuario,
} from '../../../entities';
import { entre, sumarHoras } from './aleatorio';
import type { Catalogos } from './catalogos';
import { ciudad, type Contexto, sucursalDeCiudad } from './contexto';
import {
  COMENTARIOS_CLIENTE,
  COMENTARIOS_INTERNOS,
  PLAN_PEDIDOS,
  type PlanPedido,
  RAZONES_CANCELACION,
} from './datos-pedidos';
import type { PerfilSembrado, Perfiles } from './perfiles';

export interface PedidoSembrado {
  pedido: Pedido;
  plan: PlanPedido;
  perfil: PerfilSembrado;
  /** Stage reached (for a cancelled order, the stage it was cancelled from). */
  etapa: number;
  /** Plain-clock times (stored mapped with Reloj.laboral): when candidates may start moving (stage 2) and when the order closed or now. */
  desde: Date;
  hasta: Date;
  /** Date the order entered stage 3 (candidates sent), when it did. */
  envio: Date | null;
  /** Plain-clock instant on the negotiated date (the deadline the service level measures hires against). */
  negociada: Date;
}

const CLIENTES_EJECUTIVO = ['900123456', '890301234', '860012345', '802004567', '900876543'];
const CLIENTES_PSICOLOGA = ['900123456', '890301234', '901234567', '890102030'];
const CONVOCATORIAS = ['EXTERNA', 'EXTERNA', 'MASIVA', 'INTERNA', 'REFERIDOS'];
const PREGUNTAS_VIDEO = [
  'Cuéntanos sobre tu experiencia más reciente y por qué quieres este cargo.',
  'Describe una situación en la que resolviste un problema con un cliente o compañero.',
  '¿Qué harías si no alcanzas a cumplir la meta del turno?',
];

function evento(
  ctx: Contexto,
  pedido: Pedido,
  actor: Usuario,
  fecha: Date,
  anterior: number | null,
  nuevo: number,
): void {
  const f = ctx.reloj.laboral(fecha);
  ctx.em.create(EventoPedido, {
    pedido,
    tipoEvento: 0,
    actor,
    estadoAnterior: anterior,
    estadoNuevo: nuevo,
    fecha: f,
  });
}

/** Creates one order (or a child city line) following the rules of spec 01 §5. */
function crearPedido(
  ctx: Contexto,
  cat: Catalogos,
  plan: PlanPedido,
  ps: PerfilSembrado,
  n: number,
  daneIdx: number,
  padre?: Pedido,
): PedidoSembrado {
  const { em, rnd, reloj, usuarios, smmlv } = ctx;
  const perfil = ps.perfil;
  const c = ciudad(ctx, ps.datos.ciudades[daneIdx] ?? ps.datos.ciudades[0] ?? '11001');
  const estado = padre ? 112 : plan.estado;
  const etapa = plan.estado === 0 ? (plan.desde ?? 1) : plan.estado === 111 ? 1 : plan.estado;
  const solicitud = reloj.haceDias(plan.dias, rnd.entero(8, 11), rnd.entero(0, 59));
  const aprobado = etapa >= 2 ? sumarHoras(solicitud, rnd.entero(20, 30)) : null;
  const cierre =
    plan.estado === 5 || plan.estado === 0
      ? entre(solicitud, reloj.ahora, plan.estado === 0 ? 0.6 : 0.85)
      : null;
  const fin = cierre ?? reloj.ahora;
  const negociada = sumarDiasInstante(aprobado ?? solicitud, (perfil.tiempoDiasBusqueda ?? 1) + 1);
  // An order that reached hiring sent its candidates within the search time (before the negotiated date), so some
  // hires can be on time and the demo's service level measures something; one still in search may be late.
  const tope3 = etapa >= 4 && negociada < fin ? negociada : fin;
  const estado3 = etapa >= 3 && aprobado ? entre(aprobado, tope3, etapa === 3 && !cierre ? 0.5 : 0.35) : null;
  const estado4 = etapa >= 4 && aprobado ? entre(aprobado, fin, 0.7) : null;
  const salario = perfil.salario;
  const ruta = plan.ruta ?? false;
  const conAuxilio = !ruta && salario <= 2 * smmlv;
  const conFac = !plan.sinFac && perfil.fac ? perfil.fac : null;
  const implementa = ps.cliente.implementacionPruebas;
  const ejecutivo = CLIENTES_EJECUTIVO.includes(ps.cliente.numeroDocumento);
  const creador = ejecutivo && n % 3 !== 0 ? usuarios.ejecutivo : usuarios.jefe;
  const aprobador = ejecutivo && n % 2 === 0 ? usuarios.ejecutivo : usuarios.jefe;
  const encargado = CLIENTES_PSICOLOGA.includes(ps.cliente.numeroDocumento)
    ? usuarios.psicologa
    : usuarios.jefe;
  const horario = ps.plantilla.horario;
  // Times below are computed on a plain clock and stored mapped to office hours (PedidoSembrado keeps them plain).
  const L = (d: Date | null): Date | null => (d ? reloj.laboral(d) : null);
  const pedido = em.create(Pedido, {
    esStock: plan.stock ?? false,
    cliente: ps.cliente,
    ciudad: c,
    sucursal: sucursalDeCiudad(ctx, c),
    perfilSeleccion: perfil,
    nombreCargo: perfil.nombreCargoPerfil,
    centroCosto: ps.datos.centroCosto,
    descripcion: `${perfil.nombreCargoPerfil} para ${c.nombre}. ${ps.plantilla.mision}`,
    esHijo: Boolean(padre),
    pedidoPadre: padre ?? null,
    direccionPresentarse: ps.datos.direccion,
    personaAutorizaIngreso: ps.datos.autoriza,
    vacantes: padre ? rnd.entero(2, 4) : plan.vacantes,
    vacantesCumplidas: plan.estado === 5 ? plan.vacantes : 0,
    minimoCandidatosVacante: 3,
    salario,
    comision: ps.plantilla.tipoCargo === 'Comercial' ? 350000 : null,
    tieneRuta: ruta,
    tieneAuxilioTransporte: conAuxilio,
    auxilioTransporte: conAuxilio ? ctx.auxilioTransporte : 0,
    auxilioAlimentacion: horario === 0 ? 120000 : 0,
    auxilioRodamiento:
      perfil.nombreCargoPerfil.startsWith('Mercaderista') || perfil.nombreCargoPerfil.startsWith('Asesor')
        ? 300000
        : 0,
    auxilioCelular: ps.plantilla.tipoCargo === 'Comercial' ? 50000 : 0,
    jornadaLaboral: horario,
    horarioInicio: horario === 2 ? '07:00:00' : horario === 3 ? '08:00:00' : null,
    horarioFin: horario === 2 ? '17:00:00' : horario === 3 ? '12:00:00' : null,
    fechaSolicitud: reloj.laboral(solicitud),
    fechaAprobacion: L(aprobado),
    fechaNegociada: fechaEnZonaNegocio(negociada),
    fechaIngreso: fechaEnZonaNegocio(sumarDiasInstante(negociada, 2)),
    fechaEstado2: L(aprobado),
    fechaEstado3: L(estado3),
    fechaEstado4: L(estado4),
    fechaFinalizacion: plan.estado === 5 ? L(cierre) : null,
    fechaCancelacion: plan.estado === 0 ? L(cierre) : null,
    estadoPedido: estado,
    encargadoPedido: encargado,
    ejecutivoLider: ejecutivo ? usuarios.ejecutivo : usuarios.jefe,
    actorAprobacion: aprobado ? aprobador : null,
    actorCancelacion: plan.estado === 0 ? usuarios.jefe : null,
    causaCancelacion: plan.estado === 0 ? (plan.causa ?? 4) : null,
    razonEscritaCancelacion: plan.estado === 0 ? RAZONES_CANCELACION[plan.causa ?? 4] : null,
    createdBy: creador,
    tipoPedido: plan.tipo ?? (rnd.si(0.8) ? 'NUEVO' : 'REINGRESO'),
    esDestacado: plan.destacado ?? false,
    convocatoria: etapa >= 2 ? rnd.elegir(CONVOCATORIAS) : null,
    codigoProceso: `PS-${anioEnZonaNegocio(reloj.hoy)}-${String(1040 + n)}`,
    midasoftCodigo: etapa >= 4 ? `RQ-${rnd.digitos(6)}` : null,
    elEmpleoCodigo: etapa >= 2 && rnd.si(0.6) ? rnd.digitos(8) : null,
    fac: conFac,
    apruebaFac: Boolean(conFac && aprobado),
    facFechaAprobacion: conFac && aprobado ? L(aprobado) : null,
    pruebaFac: Boolean(conFac),
    pruebaDetac: Boolean(conFac) && implementa,
    pruebaComp: Boolean(conFac) && implementa && ps.plantilla.tipo !== 3,
    pruebaValores: Boolean(conFac) && implementa && n % 2 === 0,
    pruebaEntrevistas: Boolean(conFac) && implementa && etapa >= 2,
    detac:
      Boolean(conFac) && implementa
        ? ps.plantilla.tipo === 3
          ? 'DETAC-OPERATIVO'
          : 'DETAC-ADMINISTRATIVO'
        : null,
    actualizadoEn: reloj.laboral(cierre ?? estado4 ?? estado3 ?? aprobado ?? solicitud),
  });
  if (pedido.pruebaValores) pedido.valores.set(perfil.valores.getItems());
  if (pedido.pruebaComp) {
    const grupo = rnd.elegir(cat.competencias);
    pedido.competencias.set([grupo.padre, ...grupo.hijas.slice(0, 2)]);
  }
  if (pedido.pruebaEntrevistas) {
    PREGUNTAS_VIDEO.slice(0, 2 + (n % 2)).forEach((pregunta, i) =>
      em.create(PreguntaEntrevista, { pedido, pregunta, tiempo: 2, orden: i + 1 }),
    );
  }
  if (etapa >= 3) pedido.requerimientosVisibles.set([cat.requisitos.examen, cat.requisitos.antecedentes]);

  // Action log: creation, each stage change, the cancellation.
  evento(ctx, pedido, creador, solicitud, null, estado);
  if (aprobado) evento(ctx, pedido, aprobador, aprobado, 1, 2);
  if (estado3 && aprobado) evento(ctx, pedido, encargado, estado3, 2, 3);
  if (estado4) evento(ctx, pedido, encargado, estado4, 3, 4);
  if (plan.estado === 5 && cierre) evento(ctx, pedido, encargado, cierre, 4, 5);
  if (plan.estado === 0 && cierre) evento(ctx, pedido, usuarios.jefe, cierre, etapa, 0);
  return {
    pedido,
    plan,
    perfil: ps,
    etapa,
    desde: aprobado ?? solicitud,
    hasta: fin,
    envio: estado3,
    negociada,
  };
}

function comentar(ctx: Contexto, ps: PedidoSembrado, visible: boolean, fraccion: number): void {
  const { em, rnd, usuarios } = ctx;
  const usuario = ps.pedido.encargadoPedido ?? usuarios.psicologa;
  const fecha = ctx.reloj.laboral(entre(ps.desde, ps.hasta, fraccion));
  const texto = rnd.elegir(visible ? COMENTARIOS_CLIENTE : COMENTARIOS_INTERNOS);
  em.create(ComentarioPedido, { pedido: ps.pedido, usuario, fecha, texto, visibilidad: visible ? 0 : 2 });
  em.create(EventoPedido, { pedido: ps.pedido, tipoEvento: 7, actor: usuario, fecha });
}

/** The 44 orders of PLAN_PEDIDOS (plus the child city lines), their log and comments. */
export async function seedPedidos(
  ctx: Contexto,
  cat: Catalogos,
  perfiles: Perfiles,
): Promise<PedidoSembrado[]> {
  const { em, rnd } = ctx;
  const lista: PedidoSembrado[] = [];
  PLAN_PEDIDOS.forEach((plan, n) => {
    const delCliente = perfiles.lista.filter((p) => p.cliente.numeroDocumento === plan.documento);
    const ps = delCliente[plan.perfil];
    if (!ps || ps.perfil.estadoPerfil !== 2)
      throw new Error(`Pedido ${n}: el perfil ${plan.perfil} de ${plan.documento} no está aprobado`);
    const sembrado = crearPedido(ctx, cat, plan, ps, n, plan.ciudad);
    lista.push(sembrado);
    for (const dane of plan.hijos ?? [])
      lista.push(crearPedido(ctx, cat, plan, ps, n, dane, sembrado.pedido));
  });
  const principales = lista.filter((p) => !p.pedido.esHijo);
  PLAN_PEDIDOS.forEach((plan, n) => {
    if (plan.reemplazaA === undefined) return;
    const reemplazado = principales[plan.reemplazaA]?.pedido;
    if (reemplazado?.estadoPedido !== 0)
      throw new Error(`Pedido ${n}: reemplazaA debe señalar un pedido cancelado`);
    (principales[n] as PedidoSembrado).pedido.pedidoPadreOc = reemplazado;
  });
  const primero = principales[0];
  if (primero)
    em.create(OtroAuxilioPedido, { pedido: primero.pedido, nombre: 'Bono de puntualidad', valor: 80000 });
  for (const ps of principales) {
    if (ps.plan.documento === '830045678')
      em.create(OtroAuxilioPedido, {
        pedido: ps.pedido,
        nombre: 'Auxilio de lavado de uniforme',
        valor: 40000,
      });
    // Comments: stages 3 and 4 always carry one visible to the client; others sometimes an internal note.
    if (ps.etapa >= 3) comentar(ctx, ps, true, 0.55);
    if (ps.etapa >= 2 && rnd.si(0.6)) comentar(ctx, ps, false, 0.3);
    if (ps.etapa === 1 && rnd.si(0.3)) comentar(ctx, ps, false, 0.5);
  }
  await em.flush();
  return lista;
}
