/**
 * Routes of Administración › Merchandising. A merchandiser's weekly pattern (for each ISO weekday, ordered stores)
 * repeats; a one-off change adds a store to a date or removes one of the pattern's. The map, compliance, the
 * notifications and the arrivals read the concrete `ruta`/`visita` rows, so they are written from the pattern and the
 * changes by `sincronizarDia`: "create the week's routes" for a week, a one-off change for its date, and a pattern
 * change for the routes already written from today on. Writing a day twice changes nothing (idempotent); days before
 * today are never rewritten (their routes are history).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AlcanceClientes,
  diaDeSemana,
  type EntradaCambioRuta,
  type EntradaGenerarSemana,
  type EntradaGuardarPatron,
  GRUPO_MERCADERISTAS,
  hoyIso,
  incluyeCliente,
  lunesDeSemana,
  MENSAJES_MERCHANDISING_ADMIN as M,
  planDelDia,
  sumarDias,
  type FechaIso,
} from '@talento/rules';
import type { z } from 'zod';
import { auditarCambio } from '../../../../nucleo/auditoria';
import { AppError, conflicto, errorDeCampos } from '../../../../nucleo/errors';
import { clientesDelAlcance } from '../../../../nucleo/sql/alcance';
import { MERCADERISTA_VISIBLE } from '../../../merchandising';
import type { RutasMercaderistaDto, SemanaGeneradaDto } from '../dto';
import { type CtxAdmin, exigirMercaderista } from './comun';

/** Serialises the route writes of one merchandiser (pattern, changes, week creation) across requests. */
const CANDADO_RUTAS = 34_007;
const bloquearRutas = (tx: EntityManager, usuarioId: number) =>
  tx.execute('select pg_advisory_xact_lock(?, ?)', [CANDADO_RUTAS, usuarioId]);

const literal = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** Active stores among `ids` of a client the merchandiser works for (the ones the device API accepts arrivals at). */
async function almacenesUtiles(tx: EntityManager, usuarioId: number, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const filas = await tx.execute<{ id: number }[]>(
    `select a.id from almacen a where a.id = any(?::int[]) and a.activo
        and exists (select 1 from usuario_cliente uc where uc.usuario_id = ? and uc.cliente_id = a.cliente_id)`,
    [literal(ids), usuarioId],
  );
  return new Set(filas.map((f) => f.id));
}

export interface ResultadoDia {
  rutaCreada: boolean;
  agregadas: number;
  quitadas: number;
}

/**
 * Makes the merchandiser's route of `fecha` visit exactly the day's plan (`planDelDia`): creates the route when the
 * plan has stores and there is none, inserts the missing visits, removes the ones no longer planned and renumbers
 * the rest. Nothing changes when the rows already match.
 */
export async function sincronizarDia(
  tx: EntityManager,
  usuarioId: number,
  fecha: FechaIso,
): Promise<ResultadoDia> {
  const patron = (
    await tx.execute<{ almacen_id: number }[]>(
      `select almacen_id from patron_ruta_visita where patron_id = ? and dia_semana = ? order by posicion, id`,
      [usuarioId, diaDeSemana(fecha)],
    )
  ).map((f) => f.almacen_id);
  const cambios = (
    await tx.execute<{ almacen_id: number; agregar: boolean }[]>(
      `select almacen_id, agregar from cambio_ruta where usuario_id = ? and fecha = ? order by id`,
      [usuarioId, fecha],
    )
  ).map((c) => ({ almacenId: c.almacen_id, agregar: c.agregar }));
  const activos = await almacenesUtiles(tx, usuarioId, [...patron, ...cambios.map((c) => c.almacenId)]);
  const plan = planDelDia(patron, cambios, activos);

  const [ruta] = await tx.execute<{ id: number }[]>(
    'select id from ruta where usuario_id = ? and fecha = ? order by id limit 1',
    [usuarioId, fecha],
  );
  const resultado: ResultadoDia = { rutaCreada: false, agregadas: 0, quitadas: 0 };
  if (!ruta && !plan.length) return resultado;
  let rutaId = ruta?.id;
  if (rutaId === undefined) {
    const [nueva] = await tx.execute<{ id: number }[]>(
      'insert into ruta (usuario_id, fecha) values (?, ?) returning id',
      [usuarioId, fecha],
    );
    rutaId = nueva!.id;
    resultado.rutaCreada = true;
  }
  const visitas = await tx.execute<{ id: number; almacen_id: number; posicion: number }[]>(
    'select id, almacen_id, posicion from visita where ruta_id = ? order by posicion, id',
    [rutaId],
  );
  const porAlmacen = new Map<number, { id: number; posicion: number }>();
  const sobran: number[] = [];
  for (const v of visitas) {
    if (plan.includes(v.almacen_id) && !porAlmacen.has(v.almacen_id)) porAlmacen.set(v.almacen_id, v);
    else sobran.push(v.id);
  }
  if (sobran.length) await tx.execute('delete from visita where id = any(?::int[])', [literal(sobran)]);
  resultado.quitadas = sobran.length;
  for (const [i, almacenId] of plan.entries()) {
    const posicion = i + 1;
    const actual = porAlmacen.get(almacenId);
    if (!actual) {
      await tx.execute('insert into visita (ruta_id, almacen_id, posicion) values (?, ?, ?)', [
        rutaId,
        almacenId,
        posicion,
      ]);
      resultado.agregadas++;
    } else if (actual.posicion !== posicion)
      await tx.execute('update visita set posicion = ? where id = ?', [posicion, actual.id]);
  }
  return resultado;
}

interface AlmacenNombrado {
  almacenId: number;
  nombre: string;
  cliente: string;
}

async function nombresDeAlmacenes(em: EntityManager, ids: readonly number[]) {
  const mapa = new Map<number, AlmacenNombrado>();
  if (!ids.length) return mapa;
  const filas = await em
    .getConnection()
    .execute<{ id: number; nombre: string; cliente: string }[]>(
      `select a.id, a.nombre, c.nombre as cliente from almacen a join cliente c on c.id = a.cliente_id where a.id = any(?::int[])`,
      [literal([...new Set(ids)])],
    );
  for (const f of filas) mapa.set(f.id, { almacenId: f.id, nombre: f.nombre, cliente: f.cliente });
  return mapa;
}

/** The pattern's stores per weekday (index 0 Monday), with their clients; `version` 0 without a pattern. */
async function leerPatron(em: EntityManager, usuarioId: number) {
  const conn = em.getConnection();
  const [cabecera] = await conn.execute<{ version: number }[]>(
    'select version from patron_ruta where usuario_id = ?',
    [usuarioId],
  );
  const filas = await conn.execute<{ dia_semana: number; almacen_id: number; cliente_id: number }[]>(
    `select pv.dia_semana, pv.almacen_id, a.cliente_id from patron_ruta_visita pv join almacen a on a.id = pv.almacen_id
      where pv.patron_id = ? order by pv.dia_semana, pv.posicion, pv.id`,
    [usuarioId],
  );
  return { version: cabecera?.version ?? 0, filas };
}

/** The routes screen of one merchandiser for the week of `fecha`: pattern, stores to pick, and each day. */
export async function rutasDelMercaderista(
  em: EntityManager,
  alcance: AlcanceClientes,
  usuarioId: number,
  fecha: FechaIso,
  ahora: Date,
): Promise<RutasMercaderistaDto> {
  const mercaderista = await exigirMercaderista(em, alcance, usuarioId);
  const conn = em.getConnection();
  const lunes = lunesDeSemana(fecha);
  const hoy = hoyIso(ahora);
  const fechas = Array.from({ length: 7 }, (_, i) => sumarDias(lunes, i));
  const patron = await leerPatron(em, usuarioId);
  const clientes = clientesDelAlcance(alcance);
  const disponibles = await conn.execute<
    { id: number; nombre: string; cliente: string; region: string | null }[]
  >(
    `select a.id, a.nombre, c.nombre as cliente, r.nombre as region
       from almacen a join cliente c on c.id = a.cliente_id left join region r on r.id = a.region_id
      where a.activo and (?::int[] is null or a.cliente_id = any(?::int[]))
        and exists (select 1 from usuario_cliente uc where uc.usuario_id = ? and uc.cliente_id = a.cliente_id)
      order by c.nombre, a.nombre, a.id`,
    [clientes, clientes, usuarioId],
  );
  const cambios = await conn.execute<
    { id: number; fecha: string; almacen_id: number; agregar: boolean; cliente_id: number }[]
  >(
    `select cr.id, to_char(cr.fecha, 'YYYY-MM-DD') as fecha, cr.almacen_id, cr.agregar, a.cliente_id
       from cambio_ruta cr join almacen a on a.id = cr.almacen_id
      where cr.usuario_id = ? and cr.fecha between ? and ? order by cr.fecha, cr.id`,
    [usuarioId, lunes, fechas[6]],
  );
  const visitas = await conn.execute<
    { fecha: string; almacen_id: number; posicion: number; cliente_id: number }[]
  >(
    `select to_char(r.fecha, 'YYYY-MM-DD') as fecha, v.almacen_id, v.posicion, a.cliente_id
       from ruta r join visita v on v.ruta_id = r.id join almacen a on a.id = v.almacen_id
      where r.usuario_id = ? and r.fecha between ? and ? order by r.fecha, v.posicion, v.id`,
    [usuarioId, lunes, fechas[6]],
  );
  const rutasEscritas = new Set(
    (
      await conn.execute<{ fecha: string }[]>(
        `select distinct to_char(fecha, 'YYYY-MM-DD') as fecha from ruta where usuario_id = ? and fecha between ? and ?`,
        [usuarioId, lunes, fechas[6]],
      )
    ).map((f) => f.fecha),
  );
  const todos = [
    ...patron.filas.map((f) => f.almacen_id),
    ...cambios.map((c) => c.almacen_id),
    ...visitas.map((v) => v.almacen_id),
  ];
  const nombres = await nombresDeAlmacenes(em, todos);
  const activos = await almacenesUtiles(em, usuarioId, todos);
  const nombre = (id: number): AlmacenNombrado =>
    nombres.get(id) ?? { almacenId: id, nombre: String(id), cliente: '' };
  // Only what the caller's scope covers is shown; entries of other clients stay untouched on save.
  const visibles = patron.filas.filter((f) => incluyeCliente(alcance, f.cliente_id));
  const diasPatron = Array.from({ length: 7 }, (_, i) =>
    visibles.filter((f) => f.dia_semana === i + 1).map((f) => nombre(f.almacen_id)),
  );
  return {
    mercaderista,
    patron: { version: patron.version, dias: diasPatron },
    almacenes: disponibles.map((a) => ({
      almacenId: a.id,
      nombre: a.nombre,
      cliente: a.cliente,
      region: a.region,
    })),
    lunes,
    hoy,
    dias: fechas.map((f) => {
      const dia = diaDeSemana(f);
      const delDia = cambios.filter((c) => c.fecha === f);
      const plan = planDelDia(
        patron.filas.filter((p) => p.dia_semana === dia).map((p) => p.almacen_id),
        delDia.map((c) => ({ almacenId: c.almacen_id, agregar: c.agregar })),
        activos,
      );
      const agregados = new Set(delDia.filter((c) => c.agregar).map((c) => c.almacen_id));
      const clienteDe = new Map(
        [...patron.filas, ...delDia, ...visitas].map((x) => [x.almacen_id, x.cliente_id]),
      );
      return {
        fecha: f,
        dia,
        pasado: f < hoy,
        plan: plan
          .filter((id) => incluyeCliente(alcance, clienteDe.get(id) ?? 0))
          .map((id) => ({
            ...nombre(id),
            agregado:
              agregados.has(id) && !patron.filas.some((p) => p.dia_semana === dia && p.almacen_id === id),
          })),
        cambios: delDia
          .filter((c) => incluyeCliente(alcance, c.cliente_id))
          .map((c) => ({ id: c.id, agregar: c.agregar, ...nombre(c.almacen_id) })),
        ruta: rutasEscritas.has(f)
          ? visitas
              .filter((v) => v.fecha === f && incluyeCliente(alcance, v.cliente_id))
              .map((v) => ({ ...nombre(v.almacen_id), posicion: v.posicion }))
          : null,
      };
    }),
  };
}

/** The routes already written from `hoy` on, rewritten after a pattern change. */
async function resincronizarFuturas(tx: EntityManager, usuarioId: number, hoy: FechaIso) {
  const fechas = await tx.execute<{ fecha: string }[]>(
    `select distinct to_char(fecha, 'YYYY-MM-DD') as fecha from ruta where usuario_id = ? and fecha >= ? order by 1`,
    [usuarioId, hoy],
  );
  const total: ResultadoDia = { rutaCreada: false, agregadas: 0, quitadas: 0 };
  for (const f of fechas) {
    const r = await sincronizarDia(tx, usuarioId, f.fecha);
    total.agregadas += r.agregadas;
    total.quitadas += r.quitadas;
  }
  return total;
}

export async function guardarPatron(
  ctx: CtxAdmin,
  e: z.output<typeof EntradaGuardarPatron>,
): Promise<{ id: number; mensaje: string }> {
  const alcance = ctx.sesion.usuario.alcance;
  const hoy = hoyIso(ctx.now());
  return ctx.em.transactional(async (tx) => {
    await exigirMercaderista(tx, alcance, e.usuarioId);
    await bloquearRutas(tx, e.usuarioId);
    const antes = await leerPatron(tx, e.usuarioId);
    if (antes.version !== e.version) throw conflicto();
    // Every store must be active, of a client of the merchandiser and of the caller's scope.
    const pedidos = e.dias.flat();
    const utiles = await almacenesUtiles(tx, e.usuarioId, pedidos);
    const clientesDe = new Map(
      (
        await tx.execute<{ id: number; cliente_id: number }[]>(
          'select id, cliente_id from almacen where id = any(?::int[])',
          [literal(pedidos)],
        )
      ).map((f) => [f.id, f.cliente_id]),
    );
    const errores: Record<string, string> = {};
    e.dias.forEach((ids, i) => {
      if (ids.some((id) => !utiles.has(id) || !incluyeCliente(alcance, clientesDe.get(id) ?? 0)))
        errores[`dias.${i}`] = M.almacenNoValido;
    });
    if (Object.keys(errores).length) throw errorDeCampos(errores);

    // Entries of clients outside the caller's scope are kept, after the day's new list.
    const ajenas = antes.filas.filter((f) => !incluyeCliente(alcance, f.cliente_id));
    const dias = e.dias.map((ids, i) => [
      ...ids,
      ...ajenas.filter((f) => f.dia_semana === i + 1 && !ids.includes(f.almacen_id)).map((f) => f.almacen_id),
    ]);
    if (antes.version === 0)
      await tx.execute('insert into patron_ruta (usuario_id, version, updated_at) values (?, 1, ?)', [
        e.usuarioId,
        ctx.now(),
      ]);
    else
      await tx.execute('update patron_ruta set version = version + 1, updated_at = ? where usuario_id = ?', [
        ctx.now(),
        e.usuarioId,
      ]);
    await tx.execute('delete from patron_ruta_visita where patron_id = ?', [e.usuarioId]);
    for (const [i, ids] of dias.entries())
      for (const [j, almacenId] of ids.entries())
        await tx.execute(
          'insert into patron_ruta_visita (patron_id, dia_semana, posicion, almacen_id) values (?, ?, ?, ?)',
          [e.usuarioId, i + 1, j + 1, almacenId],
        );
    const reescritas = await resincronizarFuturas(tx, e.usuarioId, hoy);
    const porDia = (filas: { dia_semana: number; almacen_id: number }[]) =>
      Array.from({ length: 7 }, (_, i) =>
        filas.filter((f) => f.dia_semana === i + 1).map((f) => f.almacen_id),
      );
    auditarCambio(tx, ctx, {
      accion: 'patron_ruta.guardar',
      recurso: 'patron_ruta',
      recursoId: e.usuarioId,
      antes: antes.version === 0 ? null : { dias: porDia(antes.filas) },
      despues: { dias, visitasAgregadas: reescritas.agregadas, visitasQuitadas: reescritas.quitadas },
    });
    await tx.flush();
    return { id: e.usuarioId, mensaje: M.patronGuardado };
  });
}

function exigirNoPasada(fecha: FechaIso, hoy: FechaIso) {
  if (fecha < hoy) throw errorDeCampos({ fecha: M.fechaPasada });
}

/** A one-off change of one date; the opposite change of the same store undoes it. The date's route is rewritten. */
export async function guardarCambioRuta(
  ctx: CtxAdmin,
  e: z.output<typeof EntradaCambioRuta>,
): Promise<{ id: number; mensaje: string }> {
  const alcance = ctx.sesion.usuario.alcance;
  exigirNoPasada(e.fecha, hoyIso(ctx.now()));
  return ctx.em.transactional(async (tx) => {
    await exigirMercaderista(tx, alcance, e.usuarioId);
    await bloquearRutas(tx, e.usuarioId);
    const [almacen] = await tx.execute<{ cliente_id: number }[]>(
      'select cliente_id from almacen where id = ?',
      [e.almacenId],
    );
    if (!almacen || !incluyeCliente(alcance, almacen.cliente_id))
      throw errorDeCampos({ almacenId: M.almacenNoValido });
    const [previo] = await tx.execute<{ id: number; agregar: boolean }[]>(
      'select id, agregar from cambio_ruta where usuario_id = ? and fecha = ? and almacen_id = ? for update',
      [e.usuarioId, e.fecha, e.almacenId],
    );
    const enPatron =
      (
        await tx.execute<{ n: number }[]>(
          'select 1 as n from patron_ruta_visita where patron_id = ? and dia_semana = ? and almacen_id = ?',
          [e.usuarioId, diaDeSemana(e.fecha), e.almacenId],
        )
      ).length > 0;
    let id: number;
    if (previo && previo.agregar !== e.agregar) {
      // Removing a store added that day, or adding back one of the pattern's removed that day: the change goes.
      await tx.execute('delete from cambio_ruta where id = ?', [previo.id]);
      id = previo.id;
    } else {
      if (previo || (e.agregar && enPatron))
        throw errorDeCampos({ almacenId: e.agregar ? M.yaEnLaRuta : M.noEnLaRuta });
      if (!e.agregar && !enPatron) throw errorDeCampos({ almacenId: M.noEnLaRuta });
      if (e.agregar && !(await almacenesUtiles(tx, e.usuarioId, [e.almacenId])).has(e.almacenId))
        throw errorDeCampos({ almacenId: M.almacenNoValido });
      const [nuevo] = await tx.execute<{ id: number }[]>(
        `insert into cambio_ruta (usuario_id, fecha, almacen_id, agregar, creado_por_id, created_at) values (?, ?, ?, ?, ?, ?) returning id`,
        [e.usuarioId, e.fecha, e.almacenId, e.agregar, ctx.sesion.usuario.id, ctx.now()],
      );
      id = nuevo!.id;
    }
    const r = await sincronizarDia(tx, e.usuarioId, e.fecha);
    const valores = { usuarioId: e.usuarioId, fecha: e.fecha, almacenId: e.almacenId, agregar: e.agregar };
    auditarCambio(tx, ctx, {
      accion: previo ? 'cambio_ruta.quitar' : 'cambio_ruta.crear',
      recurso: 'cambio_ruta',
      recursoId: id,
      antes: previo ? { ...valores, agregar: previo.agregar } : null,
      despues: previo ? null : { ...valores, visitasAgregadas: r.agregadas, visitasQuitadas: r.quitadas },
    });
    await tx.flush();
    return { id, mensaje: previo ? M.cambioQuitado : M.cambioGuardado };
  });
}

/** Removes a one-off change (of today or later) and rewrites its date's route. */
export async function quitarCambioRuta(ctx: CtxAdmin, id: number): Promise<{ id: number; mensaje: string }> {
  const alcance = ctx.sesion.usuario.alcance;
  const hoy = hoyIso(ctx.now());
  return ctx.em.transactional(async (tx) => {
    const [cambio] = await tx.execute<
      {
        id: number;
        usuario_id: number;
        fecha: string;
        almacen_id: number;
        agregar: boolean;
        cliente_id: number;
      }[]
    >(
      `select cr.id, cr.usuario_id, to_char(cr.fecha, 'YYYY-MM-DD') as fecha, cr.almacen_id, cr.agregar, a.cliente_id
         from cambio_ruta cr join almacen a on a.id = cr.almacen_id where cr.id = ?`,
      [id],
    );
    if (!cambio || !incluyeCliente(alcance, cambio.cliente_id))
      throw new AppError('NOT_FOUND', M.cambioNoExiste);
    await exigirMercaderista(tx, alcance, cambio.usuario_id);
    exigirNoPasada(cambio.fecha, hoy);
    await bloquearRutas(tx, cambio.usuario_id);
    const borrados = await tx.execute<{ id: number }[]>('delete from cambio_ruta where id = ? returning id', [
      id,
    ]);
    if (!borrados.length) throw new AppError('NOT_FOUND', M.cambioNoExiste);
    const r = await sincronizarDia(tx, cambio.usuario_id, cambio.fecha);
    auditarCambio(tx, ctx, {
      accion: 'cambio_ruta.quitar',
      recurso: 'cambio_ruta',
      recursoId: id,
      antes: {
        usuarioId: cambio.usuario_id,
        fecha: cambio.fecha,
        almacenId: cambio.almacen_id,
        agregar: cambio.agregar,
      },
      despues: { visitasAgregadas: r.agregadas, visitasQuitadas: r.quitadas },
    });
    await tx.flush();
    return { id, mensaje: M.cambioQuitado };
  });
}

/**
 * "Create the week's routes": writes the `ruta`/`visita` rows of the week of `fecha` (today on: past days are history)
 * from each pattern and the dates' one-off changes, for one merchandiser or every one of the scope with a pattern or a
 * change that week. Idempotent: a second run creates nothing; one-off changes are kept (they are part of the plan).
 * One transaction, with one audit row when something changed.
 */
export async function generarSemana(
  ctx: CtxAdmin,
  e: z.output<typeof EntradaGenerarSemana>,
): Promise<SemanaGeneradaDto> {
  const alcance = ctx.sesion.usuario.alcance;
  const hoy = hoyIso(ctx.now());
  const lunes = lunesDeSemana(e.fecha);
  const fechas = Array.from({ length: 7 }, (_, i) => sumarDias(lunes, i)).filter((f) => f >= hoy);
  if (!fechas.length) throw errorDeCampos({ fecha: M.semanaPasada });
  return ctx.em.transactional(async (tx) => {
    let usuarios: number[];
    if (e.usuarioId !== null) usuarios = [(await exigirMercaderista(tx, alcance, e.usuarioId)).id];
    else {
      const clientes = clientesDelAlcance(alcance);
      usuarios = (
        await tx.execute<{ id: number }[]>(
          `select u.id from usuario u
            where u.activo and ${MERCADERISTA_VISIBLE}
              and (exists (select 1 from patron_ruta_visita pv where pv.patron_id = u.id)
                or exists (select 1 from cambio_ruta cr where cr.usuario_id = u.id and cr.fecha between ? and ?))
            order by u.id`,
          [GRUPO_MERCADERISTAS, clientes, clientes, lunes, sumarDias(lunes, 6)],
        )
      ).map((f) => f.id);
    }
    const total = { rutasCreadas: 0, visitasAgregadas: 0, visitasQuitadas: 0 };
    for (const usuarioId of usuarios) {
      await bloquearRutas(tx, usuarioId);
      for (const fecha of fechas) {
        const r = await sincronizarDia(tx, usuarioId, fecha);
        total.rutasCreadas += r.rutaCreada ? 1 : 0;
        total.visitasAgregadas += r.agregadas;
        total.visitasQuitadas += r.quitadas;
      }
    }
    if (total.rutasCreadas || total.visitasAgregadas || total.visitasQuitadas) {
      auditarCambio(tx, ctx, {
        accion: 'ruta.generar_semana',
        recurso: 'ruta',
        recursoId: lunes,
        despues: {
          lunes,
          desde: fechas[0],
          usuarioId: e.usuarioId,
          mercaderistas: usuarios.length,
          ...total,
        },
      });
      await tx.flush();
    }
    return {
      mensaje: M.semanaGenerada(total.rutasCreadas, total.visitasAgregadas, total.visitasQuitadas),
      mercaderistas: usuarios.length,
      ...total,
    };
  });
}
