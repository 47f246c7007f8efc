/**
 * Client-scope sweep (issue 11 §7): every query procedure of the router that lists, searches or suggests
 * (typeaheads included) is called by every scoped user who may call it (the scoped demo roles, plus a user
 * with every flag but add_todos_los_clientes and the recruiter's clients), with an input that reaches a
 * seeded client outside their scope whose texts all carry MARCA (see testing/fuera-de-alcance.ts). Nothing
 * of that client may come back.
 *
 * For each call, a control caller who has that client (admin; `cliente2` in the client portal) must
 * succeed first: when its answer shows MARCA, a scoped caller may answer NOT_FOUND or an answer without
 * MARCA; when it does not (the input names an out-of-scope record whose texts are not in the answer), the
 * scoped caller must answer NOT_FOUND. Aggregates (counts) declare `cuenta`: the control counts more than
 * zero, a scoped caller zero.
 *
 * The class stays closed: every query procedure of the router must be in exactly one of CASOS (swept),
 * SIN_CLIENTE (lists of data that belongs to no client) or NO_LISTAN (one record, a file, configuration),
 * each exemption with its reason; a new query procedure fails the first test until it is classified.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { sumarDias, type Portal } from '@talento/rules';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from './root';
import { callerFor, listarProcedimientos, llamar, type TestSession } from './testing';
import { crearUsuarioConTodasLasBanderas, MARCA, sembrarFueraDeAlcance, type FueraDeAlcance } from './testing/fuera-de-alcance';

interface Caso {
  /** Inputs that reach the out-of-scope client (each one is checked on its own). */
  entradas: (f: FueraDeAlcance) => unknown[];
  /** For aggregates: how much of the out-of-scope client the answer counts. */
  cuenta?: (respuesta: unknown) => number;
}

const suma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Lists, searches and typeaheads swept, with the inputs that reach the out-of-scope client. */
const CASOS: Record<string, Caso> = {
  'catalogos.clientes': { entradas: () => [{ texto: MARCA }] },
  'clientePortal.misEmpresas': { entradas: () => [undefined] },
  'clientePortal.misPedidos': { entradas: () => [undefined] },
  'clientePortal.comentarios': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'perfiles.porCliente': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'perfiles.facsSugeridos': { entradas: (f) => [{ perfilId: f.perfilDentroId, texto: MARCA }] },
  'pedidos.perfilesAprobados': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // "Mis pedidos": the out-of-scope order is the control's, the psychologist's and the executive's (below).
  'pedidos.dashboard': { entradas: (f) => [{}, { clienteId: f.clienteId }, { rapidos: ['mios'] }, { rapidos: ['mios'], clienteId: f.clienteId }] },
  'pedidos.dashboardCerrados': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'pedidos.opcionesFiltro': { entradas: () => [undefined] },
  'pedidos.indicadoresSemanales': {
    entradas: (f) => [{ clienteId: f.clienteId, semana: f.semana }],
    cuenta: (r) => suma((r as { series: { datos: number[] }[] }).series.flatMap((s) => s.datos)),
  },
  'pedidos.resumenIndicadores': {
    entradas: (f) => [{ clienteId: f.clienteId }],
    cuenta: (r) => suma((r as { filas: { pedidos: number }[] }).filas.map((x) => x.pedidos)),
  },
  'pedidosStock.perfiles': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // pedidoStockId is a current stock order of the out-of-scope client: the control sees it, nobody else.
  'pedidosStock.dashboard': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'pedidosStock.dashboardCerrados': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'pedidos.comentarios': { entradas: (f) => [{ id: f.pedidoId }] },
  // Suggested people carry no client text: a scoped caller must answer NOT_FOUND for the out-of-scope order.
  'pedidos.sugeridos': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  // Ranked by score, a page may hold no order of that client: the sweep asks for that client's orders.
  'pedidos.pendientesConPuntaje': { entradas: (f) => [{ candidatoId: f.candidatoLibreId, clienteId: f.clienteId }] },
  'pedidos.eventos': { entradas: (f) => [{ id: f.pedidoId }] },
  'candidatosPedido.listar': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'contratacion.asociaciones': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'contratacion.cliente.misOrdenes': { entradas: () => [undefined] },
  'vetados.listar': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'stockClientes.listar': { entradas: () => [{}, { texto: MARCA }] },
  // The free person is held in a category (fuera-de-alcance.ts): the orders they may go to include that client's.
  'candidatosCategoria.pedidosCompatibles': { entradas: (f) => [{ id: f.candidatoCategoriaId }] },
  // Paged by client name: the sweep asks for that client's stock (page 1 of everything may not reach it).
  'stockPerfiles.listar': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'stockPerfiles.perfiles': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'stockPerfiles.reporte': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  // The pool shows people (no client text): a scoped caller must answer NOT_FOUND for the out-of-scope stock.
  'stockPerfiles.candidatos': { entradas: (f) => [{ perfilStockId: f.perfilStockId }] },
  'candidatosPedido.destinosDescarte': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.estadoCorreos': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.requisitosEnvio': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'candidatosPedido.contactosCliente': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.sugeridosPedido': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  // The tests modal names the order (job title): the out-of-scope order answers NOT_FOUND.
  'pedidos.opcionesPruebas': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'pedidos.programados': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.resultadosPedido': { entradas: (f) => [{ pedidoId: f.pedidoId }] },
  'fac.trazas': { entradas: (f) => [{ id: f.grupoId }] },
  'fac.indicador': { entradas: (f) => [{ desde: f.desde, hasta: f.hasta }] },
  'hojasDeVida.pruebasDigitales': { entradas: (f) => [{ candidatoId: f.candidatoId }, { candidatoId: f.candidatoId, pedidoId: f.pedidoId }] },
  'hojasDeVida.destinosStock': { entradas: () => [undefined] },
  'hojasDeVida.pedidosCompatibles': { entradas: (f) => [{ candidatoId: f.candidatoLibreId, texto: MARCA }, { candidatoId: f.candidatoLibreId }] },
  'hojasDeVida.procesos': { entradas: (f) => [{ candidatoId: f.candidatoId }] },
  // The out-of-scope order is made the psychologist's and the executive's (and the control's) below: only the
  // scope clause can keep its candidates waiting for the client out of their home page.
  // Appointments of the out-of-scope client (one per branch, now): asked by client, and the reception view of each branch.
  'citas.listar': { entradas: (f) => [{ clienteId: f.clienteId }] },
  'citas.hoy': { entradas: () => [undefined] },
  'reportesEmbebidos.visibles': { entradas: () => [{}, { tipo: 'merchandising' }, { tipo: 'operaciones' }] },
  'reportesEmbebidos.administrados': { entradas: () => [undefined] },
  'mercaderistas.listar': { entradas: (f) => [undefined, {}, { clienteId: f.clienteId }] },
  // The out-of-scope merchandiser's route of today: the control sees its store (MARCA), a scoped user NOT_FOUND.
  'mapa.recorrido': { entradas: (f) => [{ mercaderistaId: f.merchandising.mercaderistaId, fecha: f.merchandising.hoy }] },
  'mapa.cumplimiento': {
    entradas: (f) => {
      const hoy = { desde: f.merchandising.hoy, hasta: f.merchandising.hoy };
      return [hoy, { ...hoy, clienteId: f.clienteId }, { ...hoy, mercaderistaId: f.merchandising.mercaderistaId }];
    },
  },
  // The merchandiser's name and the device's id and label carry MARCA.
  'dispositivos.listar': { entradas: (f) => [undefined, {}, { clienteId: f.clienteId }, { usuarioId: f.merchandising.mercaderistaId }] },
  // The orders behind a number of the operations report (direct SQL, names the client): the day that order was received,
  // and the terms of the service level (due orders unfilled, or pending with candidates at the client) 100 days on.
  'reportes.filas': {
    entradas: (f) => [
      { medida: 'pedidosRecibidos', desde: f.solicitudPedido, hasta: f.solicitudPedido },
      { medida: 'pedidosRecibidos', desde: f.solicitudPedido, hasta: f.solicitudPedido, clienteId: f.clienteId },
      { medida: 'vP', desde: f.solicitudPedido, hasta: sumarDias(f.solicitudPedido, 99) },
      { medida: 'PPCC', desde: f.solicitudPedido, hasta: sumarDias(f.solicitudPedido, 99) },
    ],
  },
  // Incidents at a store of the out-of-scope client (store, region and text carry MARCA).
  'novedades.listar': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'notificaciones.regiones': { entradas: (f) => [{ clienteId: f.clienteId }] },
  // Sent to that client's region (the notification's title and the region carry MARCA).
  'notificaciones.historial': { entradas: (f) => [{}, { clienteId: f.clienteId }] },
  'inicio.pendientes': {
    entradas: () => [undefined],
    cuenta: (r) => Object.values(r as Record<string, { filas: { cliente: string }[] }>).flatMap((l) => l.filas).filter((f) => f.cliente.includes(MARCA)).length,
  },
};

/** Lists whose rows belong to no client: nothing to leak across clients. */
const SIN_CLIENTE: Record<string, string> = {
  'reportes.psicologos': 'usuarios activos del personal (opciones del filtro de psicólogo del informe): no son de un cliente',
  'reportes.validados': 'semanas validadas por sucursal (quién y cuándo, nivel y puntaje de la sucursal), solo para read_reportesOperaciones_todos',
  'busqueda.palabra': 'hojas de vida: son de la agencia, no de un cliente',
  'busqueda.criterios': 'hojas de vida: son de la agencia, no de un cliente',
  'busqueda.profesiones': 'catálogo de profesiones',
  'busqueda.cargos': 'catálogo de cargos',
  'perfiles.cargos': 'catálogo de cargos',
  'perfiles.catalogos': 'catálogos de perfiles (características, competencias, valores…)',
  'catalogos.ciudades': 'catálogo de ciudades',
  'catalogos.sucursales': 'sucursales de la agencia',
  'candidatosPedido.motivosRechazo': 'catálogo de motivos de rechazo',
  'candidatosPedido.buscarPorDocumento': 'persona registrada por documento (de la agencia)',
  'fac.etiquetas': 'etiquetas de FAC, compartidas',
  'fac.lista': 'solo grupos base (tipo 1), que no pertenecen a ningún cliente',
  'hojasDeVida.comentarios': 'comentarios de la hoja de vida (de la agencia, sin pedido)',
  'hojasDeVida.marcas': 'marcas de la hoja de vida (de la agencia)',
  'hojasDeVida.tiposMarca': 'catálogo de tipos de marca',
  'hojasDeVida.tiposRequisito': 'catálogo de tipos de requisito',
  'hojasDeVida.requisitosPersona': 'requisitos de la persona (de la hoja de vida, sin pedido)',
  'citas.buscarDocumento': 'persona registrada o espontánea por documento (de la agencia, como candidatosPedido.buscarPorDocumento)',
  'citas.catalogos': 'catálogos de citas: estados, referencias, requisitos, usuarios de la agencia y sucursales',
  'categoriasStock.listar': 'categorías de stock: de la agencia, no de un cliente',
  'candidatosCategoria.categorias': 'categorías de stock activas: de la agencia',
  'candidatosCategoria.listar': 'personas en categorías de stock: de la agencia, no de un cliente (enviarlas a un pedido sí va por alcance)',
  'hojasDeVida.trazabilidad': 'historial completo del candidato con la bandera ver_trazabilidad (decisión del issue 5)',
  'contratacion.maestros': 'maestros del ERP (niveles, centros de costo, catálogos del contrato)',
  'contratacion.centrosTrabajo': 'centros de trabajo del ERP por riesgo ARL',
  'contratacion.cliente.maestros': 'maestros del ERP (niveles, centros de costo, catálogos del contrato)',
  'contratacion.cliente.centrosTrabajo': 'centros de trabajo del ERP por riesgo ARL',
};

/** Query procedures that do not list: one record (NOT_FOUND outside the scope), a file, configuration. */
const NO_LISTAN: Record<string, string> = {
  'reportes.informeGeneral': 'cifras agregadas de la tabla de indicadores (la calcula el job); el alcance por cliente y sucursal se prueba en routers/reportes/informe.test.ts',
  'reportes.informeCliente': 'cifras agregadas del portal cliente, solo de sus empresas; probado en routers/reportes/informe.test.ts',
  'auth.me': 'la sesión propia',
  'sistema.version': 'versión del sistema',
  'catalogos.cliente': 'un cliente por id (NOT_FOUND fuera del alcance, alcance.test.ts)',
  'clientePortal.pedido': 'un pedido por id',
  'clientePortal.hojaDeVida': 'una hoja de vida enviada, por id',
  'clientePortal.validarImplementacion': 'si el usuario ve las pruebas de un pedido suyo, por id (NOT_FOUND fuera del alcance)',
  'fac.configuracion': 'configuración',
  'mapa.configuracion': 'configuración del servidor (la clave de Google Maps), de ningún cliente',
  'fac.obtener': 'un grupo por id',
  'fac.cuestionarioCandidato': 'las respuestas FAC de un candidato en pedido, por id (NOT_FOUND fuera del alcance, responder.test.ts)',
  'fac.responder.obtener': 'cuestionario público de un enlace',
  'hojasDeVida.archivo': 'un archivo',
  'hojasDeVida.evidenciaRequisito': 'un archivo',
  'hojasDeVida.fotoRostro': 'una foto',
  'hojasDeVida.datosEdicion': 'datos de una persona',
  'hojasDeVida.estadoNomina': 'estado de un envío a nómina',
  'hojasDeVida.resumen': 'una hoja de vida',
  'pedidos.configuracionFormulario': 'configuración',
  'pedidos.detalle': 'un pedido por id',
  'pedidos.evidenciaCancelacion': 'un archivo',
  'pedidos.paraFormulario': 'un pedido por id',
  'pedidosStock.paraFormulario': 'un pedido de stock por id (NOT_FOUND fuera del alcance, pedidos-stock/formulario.test.ts)',
  'pedidosStock.detalle': 'un pedido de stock por id con sus candidatos (NOT_FOUND fuera del alcance)',
  'perfiles.obtener': 'un perfil por id',
  'citas.obtener': 'una cita por id (NOT_FOUND fuera del alcance, citas/lecturas.test.ts)',
  'reportesEmbebidos.ver': 'un reporte por id (NOT_FOUND sin su bandera o fuera del alcance, reportes-embebidos.test.ts)',
  'contratacion.obtener': 'una orden de contratación por id (NOT_FOUND fuera del alcance, orden.test.ts)',
  'contratacion.deCandidato': 'la orden de un candidato en pedido, por id (NOT_FOUND fuera del alcance)',
  'contratacion.direccion': 'la dirección de un candidato en pedido, por id',
  'notificaciones.dispositivos': 'dispositivos de una región de un cliente (NOT_FOUND si el cliente está fuera del alcance, routers/notificaciones/notificaciones.test.ts): no nombran al cliente',
  'novedades.solucion': 'la solución de una novedad por id (NOT_FOUND fuera del alcance, routers/novedades/novedades.test.ts)',
  'novedades.foto': 'una foto de una novedad (NOT_FOUND fuera del alcance, routers/novedades/novedades.test.ts)',
  'contratacion.cliente.paraIniciar': 'un candidato aprobado por id para iniciar su orden (NOT_FOUND fuera del alcance, orden.test.ts)',
};

interface Llamador {
  nombre: string;
  sesion: TestSession;
  portal: Portal;
  permisos: string[];
}

interface Falla {
  path: string;
  entrada: string;
  usuario: string;
  problema: string;
}

let db: TestDatabase;
let fuera: FueraDeAlcance;
const alcanzados: Llamador[] = [];
/** Who has the out-of-scope client, per portal (filled in beforeAll). */
const controles = {} as Record<Portal, Llamador>;
const fallas: Falla[] = [];
const llamadas: { path: string; usuario: string }[] = [];

async function llamador(nombre: string, portal: Portal): Promise<Llamador> {
  const sesion = await callerFor(db.orm, { usuario: nombre, portal });
  const { usuario } = await sesion.caller.auth.me();
  return { nombre, sesion, portal, permisos: usuario.permisos };
}

const puedeLlamar = (l: Llamador, meta: { acceso?: string; permiso?: string; permisosAlternativos?: string[] } | undefined) =>
  (meta?.acceso === 'autenticado' || meta?.acceso === l.portal) &&
  (!meta.permiso || [meta.permiso, ...(meta.permisosAlternativos ?? [])].some((p) => l.permisos.includes(p)));

async function resultado(l: Llamador, path: string, entrada: unknown): Promise<{ ok: true; valor: unknown } | { ok: false; codigo: string }> {
  try {
    return { ok: true, valor: await llamar(l.sesion.caller, path, entrada) };
  } catch (error) {
    return { ok: false, codigo: getTRPCErrorFromUnknown(error).code };
  }
}

const muestra = (valor: unknown) => JSON.stringify(valor);

const consultas = listarProcedimientos(appRouter).filter((p) => p.type === 'query');

beforeAll(async () => {
  db = await createTestDatabase('alcance_listados');
  fuera = await sembrarFueraDeAlcance(db.orm);
  await db.orm.em.fork().getConnection().execute(
    `update pedido set encargado_pedido_id = (select id from usuario where username = 'psicologa'),
       ejecutivo_lider_id = (select id from usuario where username = 'ejecutivo'), created_by_id = (select id from usuario where username = 'admin')
     where id = ?`,
    [fuera.pedidoId],
  );
  await crearUsuarioConTodasLasBanderas(db.orm, 'todas.las.banderas', 'reclutador');
  controles.staff = await llamador('admin', 'staff');
  controles.cliente = await llamador('cliente2', 'cliente');
  const usuarios = [['psicologa', 'staff'], ['ejecutivo', 'staff'], ['reclutador', 'staff'], ['todas.las.banderas', 'staff'], ['cliente', 'cliente']] as const;
  for (const [nombre, portal] of usuarios) {
    alcanzados.push(await llamador(nombre, portal));
  }

  for (const p of consultas) {
    const caso = CASOS[p.path];
    if (!caso) continue;
    const meta = p.meta as { acceso?: string; permiso?: string; permisosAlternativos?: string[] } | undefined;
    const control = meta?.acceso === 'cliente' ? controles.cliente : controles.staff;
    for (const entrada of caso.entradas(fuera)) {
      const texto = muestra(entrada) ?? 'sin entrada';
      const falla = (usuario: string, problema: string) => fallas.push({ path: p.path, entrada: texto, usuario, problema });
      const referencia = await resultado(control, p.path, entrada);
      if (!referencia.ok) {
        falla(control.nombre, `el control falló con ${referencia.codigo}`);
        continue;
      }
      const conMarca = muestra(referencia.valor).includes(MARCA);
      if (caso.cuenta && caso.cuenta(referencia.valor) <= 0) falla(control.nombre, 'el control no cuenta nada del cliente fuera de alcance');
      for (const l of alcanzados.filter((a) => puedeLlamar(a, meta))) {
        llamadas.push({ path: p.path, usuario: l.nombre });
        const r = await resultado(l, p.path, entrada);
        if (!r.ok) {
          if (r.codigo !== 'NOT_FOUND') falla(l.nombre, `respondió ${r.codigo} (se esperaba NOT_FOUND o nada del cliente)`);
        } else if (caso.cuenta) {
          const n = caso.cuenta(r.valor);
          if (n !== 0) falla(l.nombre, `cuenta ${n} del cliente fuera de alcance`);
        } else if (muestra(r.valor).includes(MARCA)) {
          falla(l.nombre, `devolvió "${MARCA}": ${muestra(r.valor).slice(0, 300)}`);
        } else if (!conMarca) {
          falla(l.nombre, 'respondió sin NOT_FOUND a un registro fuera de su alcance');
        }
      }
    }
  }
});
afterAll(async () => {
  await db?.drop();
});

function tabla(filas: Falla[]): string {
  return ['', ...filas.map((f) => `${f.path}  ${f.entrada}  ${f.usuario}: ${f.problema}`)].join('\n');
}

describe('client-scope sweep of lists, searches and typeaheads', () => {
  it('every query procedure is swept or exempted with a reason, exactly once; no stale entries', () => {
    const rutas = consultas.map((p) => p.path);
    const tablas = [Object.keys(CASOS), Object.keys(SIN_CLIENTE), Object.keys(NO_LISTAN)];
    const sinClasificar = rutas.filter((r) => tablas.every((t) => !t.includes(r)));
    expect(sinClasificar, `Procedimientos de consulta nuevos: clasifíquelos en CASOS, SIN_CLIENTE o NO_LISTAN`).toEqual([]);
    const repetidos = rutas.filter((r) => tablas.filter((t) => t.includes(r)).length > 1);
    expect(repetidos).toEqual([]);
    const sobrantes = tablas.flat().filter((r) => !rutas.includes(r));
    expect(sobrantes, 'Entradas que ya no son procedimientos de consulta').toEqual([]);
    for (const razon of [...Object.values(SIN_CLIENTE), ...Object.values(NO_LISTAN)]) expect(razon.length).toBeGreaterThan(5);
  });

  it('the callers: the client is outside every scoped user and inside both controls; every case is called by a scoped user', async () => {
    for (const l of alcanzados) {
      const { alcance } = (await l.sesion.sesion())!.usuario;
      expect(alcance.todos || alcance.ids.includes(fuera.clienteId), l.nombre).toBe(false);
    }
    for (const c of [controles.staff, controles.cliente]) {
      const { alcance } = (await c.sesion.sesion())!.usuario;
      expect(alcance.todos || alcance.ids.includes(fuera.clienteId), c.nombre).toBe(true);
    }
    const sinLlamador = Object.keys(CASOS).filter((path) => !llamadas.some((l) => l.path === path));
    expect(sinLlamador, 'Casos que ningún usuario con alcance limitado puede llamar').toEqual([]);
  });

  it('no scoped user gets anything of the client outside their scope', () => {
    expect(fallas, `Alcance de clientes: ${fallas.length} fugas o controles fallidos${tabla(fallas)}`).toEqual([]);
  });
});
