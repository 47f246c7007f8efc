/**
 * N ordinary orders spread over several years, clients (skewed), cities, branches, creators, types and
 * every state (0, 1, 111 with 112 lines, 2, 3, 4, 5), with their candidates (both pools, every candidate
 * state) and action log (state changes, candidate state changes), loaded with COPY.
 * Recent orders are mostly open and old ones closed, with a small share of stale open orders, so the
 * current dashboard holds a few thousand orders as in a real agency.
 */
import { desplazarDias, fechaEnZonaNegocio } from '@talento/rules';
import { Aleatorio } from '../seeders/demo/operacion/aleatorio';
import { type BaseEscala, type ContextoEscala, elegirCliente } from './base';
import { ajustarSecuencia, copiar, siguienteId, type Valor } from './copiar';

export interface OpcionesPedidos {
  pedidos: number;
  /** Orders are requested uniformly over this many days up to now. */
  diasHistoria: number;
  semilla: number;
}

interface PedidoEscala {
  id: number;
  estado: number;
  /** Stage reached (for a cancelled order, the stage it was cancelled from). */
  etapa: number;
  vacantes: number;
  solicitud: Date;
  aprobacion: Date | null;
  cierre: Date | null;
  estado3: Date | null;
  estado4: Date | null;
  padre: number | null;
  creador: number;
  fila: Valor[];
}

function entre(a: Date, b: Date, f: number): Date {
  return new Date(a.getTime() + (b.getTime() - a.getTime()) * f);
}

/** State of an order of a given age (days), with a share of stale open orders among old ones. */
function estadoPorEdad(rnd: Aleatorio, edad: number): { estado: number; etapa: number } {
  const x = rnd.num();
  let estado: number;
  if (edad < 4) estado = x < 0.65 ? 1 : x < 0.97 ? 2 : 0;
  else if (edad < 20) estado = x < 0.08 ? 1 : x < 0.45 ? 2 : x < 0.8 ? 3 : x < 0.9 ? 4 : x < 0.95 ? 5 : 0;
  else if (edad < 60) estado = x < 0.12 ? 2 : x < 0.32 ? 3 : x < 0.55 ? 4 : x < 0.85 ? 5 : 0;
  else estado = x < 0.005 ? 2 : x < 0.012 ? 3 : x < 0.02 ? 4 : x < 0.78 ? 5 : 0;
  const etapa = estado === 0 ? rnd.entero(1, 3) : estado;
  return { estado, etapa };
}

function generarPedidos(
  ctx: ContextoEscala,
  base: BaseEscala,
  o: OpcionesPedidos,
  desdeId: number,
): PedidoEscala[] {
  const rnd = new Aleatorio(o.semilla);
  const ahora = ctx.ahora;
  const lista: PedidoEscala[] = [];
  let id = desdeId;
  for (let n = 0; n < o.pedidos; n++) {
    const edad = rnd.num() * o.diasHistoria;
    const solicitud = desplazarDias(ahora, -edad);
    const sorteo = estadoPorEdad(rnd, edad);
    const etapa = sorteo.etapa;
    let estado = sorteo.estado;
    const multiciudad = estado === 1 && rnd.si(0.04);
    if (multiciudad) estado = 111;
    const clienteId = elegirCliente(base, rnd);
    const perfil = rnd.elegir(base.perfiles.get(clienteId) ?? []);
    const aprobacion = etapa >= 2 ? new Date(solicitud.getTime() + rnd.entero(4, 30) * 3_600_000) : null;
    const limite = new Date(
      Math.min(ahora.getTime(), desplazarDias(solicitud, perfil.diasBusqueda + rnd.entero(-3, 25)).getTime()),
    );
    const cierre =
      estado === 0 || estado === 5 ? entre(aprobacion ?? solicitud, limite, 0.5 + rnd.num() * 0.5) : null;
    const fin = cierre ?? ahora;
    const estado3 = etapa >= 3 && aprobacion ? entre(aprobacion, fin, 0.3) : null;
    const estado4 = etapa >= 4 && aprobacion ? entre(aprobacion, fin, 0.6) : null;
    const vacantes = rnd.si(0.6) ? rnd.entero(1, 3) : rnd.entero(4, 12);
    const cumplidas = estado === 5 ? vacantes : estado === 4 ? rnd.entero(0, vacantes) : 0;
    const conFac = base.facs.length > 0 && rnd.si(0.8);
    const creador = rnd.elegir(base.creadores);
    const ciudad = rnd.elegir(base.ciudades.slice(0, rnd.si(0.7) ? 12 : base.ciudades.length));
    const negociada = desplazarDias(aprobacion ?? solicitud, perfil.diasBusqueda + 1);
    const pedido = (
      pid: number,
      est: number,
      padre: number | null,
      ciudadId: number,
      vac: number,
    ): PedidoEscala => ({
      id: pid,
      estado: est,
      etapa,
      vacantes: vac,
      solicitud,
      aprobacion,
      cierre,
      estado3,
      estado4,
      padre,
      creador,
      fila: [
        pid,
        false,
        clienteId,
        ciudadId,
        rnd.elegir(base.sucursales),
        perfil.id,
        perfil.nombre,
        padre !== null,
        padre,
        vac,
        padre ? 0 : cumplidas,
        perfil.salario,
        solicitud,
        aprobacion,
        fechaEnZonaNegocio(negociada),
        fechaEnZonaNegocio(negociada),
        estado === 0 ? cierre : null,
        estado === 5 ? cierre : null,
        aprobacion,
        estado3,
        estado4,
        est,
        creador,
        aprobacion ? creador : null,
        estado === 0 ? creador : null,
        rnd.elegir(base.tiposPedido),
        rnd.si(0.05),
        conFac ? rnd.elegir(base.facs) : null,
        conFac,
        conFac && rnd.si(0.5),
        conFac && rnd.si(0.4),
        rnd.si(0.2),
        rnd.si(0.3),
        etapa >= 2 && rnd.si(0.3),
        estado === 0 ? rnd.entero(0, 5) : null,
        estado === 0 ? 'Cancelado por el cliente (datos de escala).' : null,
        cierre ?? estado4 ?? estado3 ?? aprobacion ?? solicitud,
        `CC-${rnd.digitos(4)}`,
        `Calle ${rnd.entero(1, 190)} # ${rnd.entero(1, 99)}-${rnd.entero(1, 99)}`,
      ],
    });
    const principal = pedido(id++, estado, null, ciudad, vacantes);
    lista.push(principal);
    if (multiciudad) {
      for (let h = 0; h < 2; h++)
        lista.push(pedido(id++, 112, principal.id, rnd.elegir(base.ciudades), rnd.entero(1, 4)));
    }
  }
  return lista;
}

const COLUMNAS_PEDIDO = [
  'id',
  'es_stock',
  'cliente_id',
  'ciudad_id',
  'sucursal_id',
  'perfil_seleccion_id',
  'nombre_cargo',
  'es_hijo',
  'pedido_padre_id',
  'vacantes',
  'vacantes_cumplidas',
  'salario',
  'fecha_solicitud',
  'fecha_aprobacion',
  'fecha_negociada',
  'fecha_ingreso',
  'fecha_cancelacion',
  'fecha_finalizacion',
  'fecha_estado2',
  'fecha_estado3',
  'fecha_estado4',
  'estado_pedido',
  'created_by_id',
  'actor_aprobacion_id',
  'actor_cancelacion_id',
  'tipo_pedido',
  'es_destacado',
  'fac_id',
  'prueba_fac',
  'prueba_detac',
  'prueba_comp',
  'prueba_idisc',
  'prueba_valores',
  'prueba_entrevistas',
  'causa_cancelacion',
  'razon_escrita_cancelacion',
  'actualizado_en',
  'centro_costo',
  'direccion_presentarse',
];

/** Final candidate states of the pools by stage reached: [pool 0 states, pool 1 states] draws. */
const ESTADOS_POOL1: Record<number, readonly number[]> = {
  2: [0],
  3: [1, 1, 2, 3, 4, 0],
  4: [6, 8, 4, 5, 2, 3, 7, 6],
  5: [3, 5, 7, 9, 10],
};

interface CandidatoEscala {
  candidato: number;
  pool: number;
  estado: number;
  activo: boolean;
  fecha: Date;
  cambio: Date | null;
}

/** The candidates of an order; deterministic per order, so the log can be rebuilt from the same draw. */
function candidatosDe(p: PedidoEscala, base: BaseEscala, semilla: number, ahora: Date): CandidatoEscala[] {
  if (p.etapa < 2 || p.padre !== null || !p.aprobacion) return [];
  const rnd = new Aleatorio(semilla ^ Math.imul(p.id, 2654435761));
  const fin = p.cierre ?? ahora;
  const pre = p.etapa === 2 ? rnd.entero(2, 8) : rnd.entero(0, 3);
  const estados: [number, number][] = Array.from({ length: pre }, () => [0, 0] as [number, number]);
  if (p.etapa === 5 && p.estado === 5) for (let i = 0; i < p.vacantes; i++) estados.push([1, 8]);
  const sel = p.etapa === 2 ? rnd.entero(0, 2) : rnd.entero(2, 7);
  for (let i = 0; i < sel; i++) estados.push([1, rnd.elegir(ESTADOS_POOL1[Math.min(p.etapa, 5)] ?? [0])]);
  const inicio = rnd.entero(0, Math.max(0, base.candidatos.length - estados.length - 1));
  return estados.map(([pool, estado], i) => {
    const fecha = entre(p.aprobacion as Date, fin, rnd.num() * 0.5);
    return {
      candidato: base.candidatos[inicio + i] as number,
      pool,
      estado,
      activo: !rnd.si(0.06),
      fecha,
      cambio: estado === 0 ? null : entre(fecha, fin, 0.3 + rnd.num() * 0.7),
    };
  });
}

/** Loads the orders, their candidates and their action log. Returns the row counts. */
export async function cargarPedidos(ctx: ContextoEscala, base: BaseEscala, o: OpcionesPedidos) {
  const c = ctx.cliente;
  const pedidos = generarPedidos(ctx, base, o, await siguienteId(c, 'pedido'));
  if (pedidos.some((p) => p.fila.length !== COLUMNAS_PEDIDO.length))
    throw new Error('Fila de pedido con columnas de más o de menos');
  const nPedidos = await copiar(
    c,
    'pedido',
    COLUMNAS_PEDIDO,
    pedidos.map((p) => p.fila),
  );
  await ajustarSecuencia(c, 'pedido');
  ctx.log(`pedidos: ${nPedidos} filas (incluye líneas 112)`);

  function* filasCandidatos() {
    for (const p of pedidos) {
      for (const k of candidatosDe(p, base, o.semilla, ctx.ahora)) {
        yield [
          p.id,
          k.candidato,
          k.activo,
          k.pool,
          1,
          k.estado,
          k.fecha,
          k.cambio,
          k.cambio ?? k.fecha,
        ] as Valor[];
      }
    }
  }
  const nCandidatos = await copiar(
    c,
    'candidato_pedido',
    [
      'pedido_id',
      'candidato_id',
      'activo',
      'pool',
      'estado_producto',
      'estado_candidato_pedido',
      'fecha_creacion',
      'fecha_cambio_estado',
      'fecha_modificacion',
    ],
    filasCandidatos(),
  );
  ctx.log(`candidato_pedido: ${nCandidatos} filas`);

  function* filasEventos() {
    for (const p of pedidos) {
      const actor = p.creador;
      yield [p.id, 0, actor, null, p.padre ? 112 : p.estado === 111 ? 111 : 1, p.solicitud] as Valor[];
      if (p.padre !== null) continue;
      if (p.aprobacion) yield [p.id, 0, actor, 1, 2, p.aprobacion];
      if (p.estado3) yield [p.id, 0, actor, 2, 3, p.estado3];
      if (p.estado4) yield [p.id, 0, actor, 3, 4, p.estado4];
      if (p.cierre) yield [p.id, 0, actor, p.estado === 5 ? 4 : p.etapa, p.estado, p.cierre];
      for (const k of candidatosDe(p, base, o.semilla, ctx.ahora)) {
        if (!k.cambio) continue;
        const enviado = new Date(Math.min(k.cambio.getTime(), desplazarDias(k.fecha, 1).getTime()));
        yield [p.id, 4, actor, 0, 1, enviado];
        if (k.estado !== 1) yield [p.id, 4, actor, 1, k.estado, k.cambio];
      }
    }
  }
  const nEventos = await copiar(
    c,
    'evento_pedido',
    ['pedido_id', 'tipo_evento', 'actor_id', 'estado_anterior', 'estado_nuevo', 'fecha'],
    filasEventos(),
  );
  ctx.log(`evento_pedido: ${nEventos} filas`);
  return { pedidos: nPedidos, candidatosPedido: nCandidatos, eventos: nEventos };
}
