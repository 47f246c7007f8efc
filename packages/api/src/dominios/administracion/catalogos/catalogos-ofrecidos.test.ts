/**
 * The whole class of "deactivate, never delete" (issue 34 §5): for every catalogue of Administración › Catálogos, an
 * entry used by an old record is deactivated; every procedure that offers that catalogue to a form stops returning
 * it, while the old record still shows it. Each case names its offering procedures and how its old record reads.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { CLAVES_CATALOGO_ADMIN, type ClaveCatalogoAdmin } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../testing';
import { apiDispositivos } from '../../../index';

let db: TestDatabase;
let admin: Caller;

const sql = <T>(query: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** An entry in use by an old record: the entry's id and name, and the record that points to it. */
interface EnUso {
  entrada: number;
  nombre: string;
  registro: number;
  extra?: number | string | null;
}

interface Caso {
  /** The entry (not locked by the spec's rules) and an old record using it; null when no record can point to it. */
  enUso: string;
  /** Ids (or names) every offering procedure returns for the entry's form. */
  ofrecidos(u: EnUso): Promise<(number | string)[]>;
  /** What the old record shows for the entry (null: the catalogue has no record pointing to it). */
  mostrado: ((u: EnUso) => Promise<string | null | undefined>) | null;
}

const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

async function subTiposDelDispositivo(): Promise<string[]> {
  const [d] = await sql<{ id: number; usuario_id: number }>('select id, usuario_id from dispositivo limit 1');
  // What the phone's forms get (GET /api/dispositivos/v1/catalogos): only the merchandiser's id is read.
  const dispositivo = { id: d!.id, usuarioId: d!.usuario_id };
  const catalogos = await apiDispositivos.catalogosDelDispositivo(db.orm.em.fork(), dispositivo);
  return catalogos.subTiposNovedad.map((s) => `${s.tipo} / ${s.nombre}`);
}

async function novedadMostrada(u: EnUso): Promise<string | undefined> {
  const [n] = await sql<{ cliente_id: number; dia: string }>(
    `select a.cliente_id, to_char(n.created_at at time zone 'America/Bogota', 'YYYY-MM-DD') as dia
       from novedad n join almacen a on a.id = n.almacen_id where n.id = ?`,
    [u.registro],
  );
  const lista = await admin.novedades.listar({ clienteId: n!.cliente_id, desde: n!.dia, hasta: n!.dia });
  const fila = lista.filas.find((f) => f.id === u.registro);
  return fila ? `${fila.tipo} / ${fila.subtipo}` : undefined;
}

const CASOS: Record<ClaveCatalogoAdmin, Caso> = {
  ciudades: {
    enUso: `select c.id as entrada, c.nombre, p.id as registro from pedido p join ciudad c on c.id = p.ciudad_id order by p.id limit 1`,
    ofrecidos: async (u) => ids(await admin.catalogos.ciudades({ texto: u.nombre })),
    mostrado: async (u) => (await admin.pedidos.detalle({ id: u.registro })).ciudad?.nombre,
  },
  sucursales: {
    enUso: `select s.id as entrada, s.nombre, p.id as registro from pedido p join sucursal s on s.id = p.sucursal_id order by p.id limit 1`,
    ofrecidos: async () => [
      ...ids(await admin.catalogos.sucursales()),
      ...ids((await admin.pedidos.configuracionFormulario()).sucursales),
      ...ids((await admin.citas.catalogos({})).sucursales),
    ],
    mostrado: async (u) => (await admin.pedidos.detalle({ id: u.registro })).sucursal?.nombre,
  },
  requisitos: {
    enUso: `select r.id as entrada, r.nombre, h.candidato_id as registro from requisito_persona rp
              join requisito r on r.id = rp.requisito_id join hoja_de_vida h on h.id = rp.hoja_de_vida_id
             where not r.es_pruebas and not r.es_hv order by rp.id limit 1`,
    ofrecidos: async () => [
      ...ids(await admin.hojasDeVida.tiposRequisito()),
      ...ids((await admin.citas.catalogos({})).requisitos),
    ],
    mostrado: async (u) =>
      (await admin.hojasDeVida.requisitosPersona({ candidatoId: u.registro })).requisitos.find(
        (r) => r.requisitoId === u.entrada,
      )?.nombre,
  },
  motivosRechazo: {
    enUso: `select m.id as entrada, m.nombre, cp.pedido_id as registro, cp.id as extra from candidato_pedido cp
              join motivo_rechazo m on m.id = cp.motivo_rechazo_candidato_id order by cp.id limit 1`,
    ofrecidos: async () => ids(await admin.candidatosPedido.motivosRechazo()),
    mostrado: async (u) => {
      const lista = await admin.candidatosPedido.listar({ pedidoId: u.registro });
      return [...lista.preseleccionados, ...lista.seleccionados].find((c) => c.id === u.extra)?.motivoRechazo;
    },
  },
  estadosCita: {
    enUso: `select e.id as entrada, e.nombre, c.id as registro from cita c join estado_cita e on e.id = c.estado2_id
             where e.codigo is null and e.id <> 6 order by c.id limit 1`,
    ofrecidos: async () => {
      const c = await admin.citas.catalogos({});
      return [...ids(c.estados1), ...ids(c.estados2)];
    },
    mostrado: async (u) => (await admin.citas.obtener({ id: u.registro })).estado2?.nombre,
  },
  referenciasCita: {
    enUso: `select r.id as entrada, r.nombre, c.id as registro from cita c join referencia_cita r on r.id = c.referencia_id
             where r.id <> 6 order by c.id limit 1`,
    ofrecidos: async () => ids((await admin.citas.catalogos({})).referencias),
    mostrado: async (u) => (await admin.citas.obtener({ id: u.registro })).referencia?.nombre,
  },
  tiposMarca: {
    enUso: `select t.id as entrada, t.nombre, h.candidato_id as registro from marca_hoja_de_vida m
              join tipo_marca t on t.id = m.tipo_marca_id join hoja_de_vida h on h.id = m.hoja_de_vida_id order by m.id limit 1`,
    ofrecidos: async (u) => ids(await admin.hojasDeVida.tiposMarca({ candidatoId: u.registro })),
    mostrado: async (u) =>
      (await admin.hojasDeVida.marcas({ candidatoId: u.registro })).find((m) => m.tipoMarcaId === u.entrada)
        ?.nombre,
  },
  motivosCambioDatos: {
    // The reason is asked when personal data change and is not kept on a record: only the offer is checked.
    enUso: `select m.id as entrada, m.nombre, (select id from candidato order by id limit 1) as registro
              from motivo_cambio_datos m order by m.id limit 1`,
    ofrecidos: async (u) => ids((await admin.hojasDeVida.datosEdicion({ candidatoId: u.registro })).motivos),
    mostrado: null,
  },
  tiposPedido: {
    enUso: `select i.id as entrada, i.nombre, p.id as registro, i.codigo as extra from pedido p
              join catalogo_item i on i.categoria = 'TIPO_PEDIDO' and i.codigo = p.tipo_pedido order by p.id limit 1`,
    ofrecidos: async () => (await admin.pedidos.configuracionFormulario()).tiposPedido.map((t) => t.codigo),
    mostrado: async (u) => (await admin.pedidos.detalle({ id: u.registro })).tipoPedidoEtiqueta,
  },
  tiposNovedad: {
    enUso: `select t.id as entrada, t.nombre, n.id as registro from novedad n
              join sub_tipo_novedad s on s.id = n.sub_tipo_novedad_id join tipo_novedad t on t.id = s.tipo_novedad_id
             order by n.id limit 1`,
    ofrecidos: async () => (await subTiposDelDispositivo()).map((s) => s.split(' / ')[0]!),
    mostrado: async (u) => (await novedadMostrada(u))?.split(' / ')[0],
  },
  subTiposNovedad: {
    enUso: `select s.id as entrada, t.nombre || ' / ' || s.nombre as nombre, n.id as registro from novedad n
              join sub_tipo_novedad s on s.id = n.sub_tipo_novedad_id join tipo_novedad t on t.id = s.tipo_novedad_id
             order by n.id desc limit 1`,
    ofrecidos: subTiposDelDispositivo,
    mostrado: novedadMostrada,
  },
  cargos: {
    // A position of an old profile that a hiring order also points to.
    enUso: `select c.id as entrada, c.nombre, p.id as registro, o.id as extra from perfil p
              join cargo c on c.id = p.cargo_id join orden_contratacion o on o.cargo_id = c.id
             order by p.id, o.id limit 1`,
    ofrecidos: async (u) => [
      ...ids(await admin.perfiles.cargos({ texto: u.nombre })),
      ...ids(await admin.busqueda.cargos({ texto: u.nombre })),
    ],
    mostrado: async (u) => {
      const perfil = (await admin.perfiles.obtener({ id: u.registro })).cargo.nombre;
      const orden = (await admin.contratacion.obtener({ id: Number(u.extra) })).nombres.cargo;
      return perfil === orden ? perfil : `perfil: ${perfil}; orden de contratación: ${orden}`;
    },
  },
};

beforeAll(async () => {
  db = await createTestDatabase('admin_catalogos_ofrecidos');
  admin = (await callerFor(db.orm, { usuario: 'admin', portal: 'staff' })).caller;
});
afterAll(async () => {
  await db?.drop();
});

describe('a deactivated catalogue entry is no longer offered and stays on old records', () => {
  it('every catalogue of the screen has a case', () => {
    expect(Object.keys(CASOS).sort()).toEqual([...CLAVES_CATALOGO_ADMIN].sort());
  });

  it.each(CLAVES_CATALOGO_ADMIN)('%s', async (clave) => {
    const caso = CASOS[clave];
    const [u] = await sql<EnUso>(caso.enUso);
    expect(u, `la demo no tiene un registro que use ${clave}`).toBeDefined();
    const enUso = { ...u!, entrada: Number(u!.entrada), registro: Number(u!.registro) };
    // Order types are offered by code, incident categories by name: the offer is compared on what it returns.
    const clave1 =
      clave === 'tiposPedido'
        ? String(enUso.extra)
        : clave === 'tiposNovedad' || clave === 'subTiposNovedad'
          ? enUso.nombre
          : enUso.entrada;
    const antes = caso.mostrado ? await caso.mostrado(enUso) : null;
    if (caso.mostrado) expect(antes).toBe(enUso.nombre);
    expect(await caso.ofrecidos(enUso)).toContain(clave1);

    const entrada = (await admin.administracion.catalogos.listar({ catalogo: clave })).entradas.find(
      (e) => e.id === enUso.entrada,
    );
    expect(entrada).toMatchObject({ activo: true, bloqueo: null });
    const desactivada = await admin.administracion.catalogos.desactivar({
      catalogo: clave,
      id: enUso.entrada,
      version: entrada!.version,
    });
    expect(desactivada.activo).toBe(false);

    expect(await caso.ofrecidos(enUso)).not.toContain(clave1);
    if (caso.mostrado) expect(await caso.mostrado(enUso)).toBe(antes);

    // Activated again, it is offered again.
    await admin.administracion.catalogos.activar({
      catalogo: clave,
      id: enUso.entrada,
      version: desactivada.version,
    });
    expect(await caso.ofrecidos(enUso)).toContain(clave1);
  });
});
