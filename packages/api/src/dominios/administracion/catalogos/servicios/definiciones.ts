/**
 * The server side of the declarative list of catalogues (the fields, schemas and lock rules live in
 * packages/rules/src/administracion/catalogos.ts): each catalogue's entity and table, its active column, how a row
 * reads on the screen, which values must be unique, and how the form's values become the entity's data. One set of
 * services (servicios/) works on every catalogue through this list.
 */
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cargo,
  CatalogoItem,
  Ciudad,
  EstadoCita,
  MotivoCambioDatos,
  MotivoRechazo,
  ReferenciaCita,
  Requisito,
  SubTipoNovedad,
  Sucursal,
  TipoMarca,
  TipoNovedad,
} from '@talento/db';
import {
  bloqueoEstadoCita,
  bloqueoReferenciaCita,
  bloqueoRequisito,
  type ClaveCatalogoAdmin,
  type EntradaGuardarCatalogoAdmin,
  MENSAJES_CATALOGOS_ADMIN as M,
} from '@talento/rules';
import { errorDeCampos } from '../../../../nucleo/errors';

/** What a row shows on the screen: form values plus the names of its references (`ciudadNombre`…). */
export type ValoresCatalogo = Record<string, string | number | boolean | null>;

/** A value that must be unique (accents and case aside): the SQL condition, its parameters, the field and message. */
export interface UnicoCatalogo<K extends ClaveCatalogoAdmin> {
  campo: string;
  mensaje: string;
  /** Condition on the table's columns with `?` placeholders (never user text). */
  sql: string;
  parametros(entrada: EntradaDe<K>): unknown[];
}

export type EntradaDe<K extends ClaveCatalogoAdmin> = Extract<EntradaGuardarCatalogoAdmin, { catalogo: K }>;

interface EntidadCatalogo {
  id: number;
  version: number;
}

/** Methods (not arrow properties) on purpose: a definition for `Ciudad` is used as one for any catalogue entity. */
export interface DefinicionCatalogo<
  K extends ClaveCatalogoAdmin,
  E extends EntidadCatalogo = EntidadCatalogo,
> {
  entidad: EntityClass<E>;
  /** Table name, for the uniqueness queries and the audit row's `recurso`. */
  tabla: string;
  /** The boolean that says whether the entry is offered (`requisito` calls it `estado`). */
  campoActivo: 'activo' | 'activa' | 'estado';
  /** Rows of a shared table that belong to this catalogue (the order types in `catalogo_item`). */
  filtro?: { orm: Record<string, unknown>; sql: string };
  populate?: readonly string[];
  orden: Record<string, 'asc' | 'desc'>[];
  unicos: readonly UnicoCatalogo<K>[];
  /** Why the spec's rules need this entry as it is (never renamed nor deactivated), or null. */
  bloqueo?(e: E): string | null;
  /** The screen's values of a row. */
  valores(e: E): ValoresCatalogo;
  /** The entity's data from the form (references checked; `actual` is null when creating). */
  datos(tx: EntityManager, entrada: EntradaDe<K>, actual: E | null): Promise<Record<string, unknown>>;
  /** Data only a new entry gets (its catalogue, its creation time). */
  alCrear?(ahora: Date): Record<string, unknown>;
  /** Field errors of an edit the entry does not allow (e.g. a locked status changing list). */
  cambioNoPermitido?(e: E, entrada: EntradaDe<K>, bloqueo: string | null): Record<string, string> | null;
}

const mismoNombre = 'immutable_unaccent(lower(nombre)) = immutable_unaccent(lower(?))';
const nombreUnico = <K extends ClaveCatalogoAdmin>(mensaje: string = M.nombreRepetido): UnicoCatalogo<K> => ({
  campo: 'nombre',
  mensaje,
  sql: mismoNombre,
  parametros: (e) => [(e as { nombre: string }).nombre],
});

/** An active row of a referenced catalogue, or the one the entry already points to (kept even if inactive). */
async function referencia<T extends EntidadCatalogo>(
  tx: EntityManager,
  entidad: EntityClass<T>,
  campoActivo: string,
  id: number,
  actual: number | null,
  campo: string,
  mensaje: string,
): Promise<T> {
  const fila = await tx.findOne(entidad, (id === actual ? { id } : { id, [campoActivo]: true }) as never);
  if (!fila) throw errorDeCampos({ [campo]: mensaje });
  return fila;
}

/** The generated code of a position left without one: 'CAR-' and the next number, at least 3 digits (CAR-001…). */
const PREFIJO_CODIGO_CARGO = 'CAR-';

async function siguienteCodigoCargo(tx: EntityManager): Promise<string> {
  // Two administrators creating positions at once must not both get the same number: serialize the generation.
  await tx.execute(`select pg_advisory_xact_lock(hashtext('cargo.codigo'))`);
  const [fila] = await tx.execute<{ n: number | string | null }[]>(
    `select max(substring(codigo from 5)::bigint) as n from cargo where codigo ~ '^[Cc][Aa][Rr]-[0-9]{1,15}$'`,
  );
  return `${PREFIJO_CODIGO_CARGO}${String(Number(fila?.n ?? 0) + 1).padStart(3, '0')}`;
}

/** A catalogue whose only field is its name. */
function soloNombre<
  K extends ClaveCatalogoAdmin,
  E extends EntidadCatalogo & { nombre: string; activo: boolean },
>(
  entidad: EntityClass<E>,
  tabla: string,
  extra: Partial<DefinicionCatalogo<K, E>> = {},
): DefinicionCatalogo<K, E> {
  return {
    entidad,
    tabla,
    campoActivo: 'activo',
    orden: [{ nombre: 'asc' }, { id: 'asc' }],
    unicos: [nombreUnico<K>()],
    valores: (e) => ({ nombre: e.nombre }),
    datos: (_tx, entrada) => Promise.resolve({ nombre: (entrada as { nombre: string }).nombre }),
    ...extra,
  };
}

export const DEFINICIONES_CATALOGO: { [K in ClaveCatalogoAdmin]: DefinicionCatalogo<K> } = {
  ciudades: {
    entidad: Ciudad,
    tabla: 'ciudad',
    campoActivo: 'activo',
    orden: [{ departamento: 'asc' }, { nombre: 'asc' }],
    unicos: [
      {
        campo: 'codigoDane',
        mensaje: M.daneRepetido,
        sql: 'codigo_dane = ?',
        parametros: (e) => [e.codigoDane],
      },
      {
        campo: 'nombre',
        mensaje: M.ciudadRepetida,
        sql: `${mismoNombre} and immutable_unaccent(lower(departamento)) = immutable_unaccent(lower(?))`,
        parametros: (e) => [e.nombre, e.departamento],
      },
    ],
    valores: (c: Ciudad) => ({
      codigoDane: c.codigoDane,
      nombre: c.nombre,
      departamento: c.departamento,
      esCapital: c.esCapital,
    }),
    datos: (_tx, e) =>
      Promise.resolve({
        codigoDane: e.codigoDane,
        nombre: e.nombre,
        departamento: e.departamento,
        esCapital: e.esCapital,
      }),
  } satisfies DefinicionCatalogo<'ciudades', Ciudad>,
  sucursales: {
    entidad: Sucursal,
    tabla: 'sucursal',
    campoActivo: 'activa',
    populate: ['ciudad'],
    orden: [{ nombre: 'asc' }],
    unicos: [nombreUnico()],
    valores: (s: Sucursal) => ({
      nombre: s.nombre,
      ciudadId: s.ciudad.id,
      ciudadNombre: `${s.ciudad.nombre} (${s.ciudad.departamento})`,
      direccion: s.direccion ?? null,
    }),
    datos: async (tx, e, actual: Sucursal | null) => ({
      nombre: e.nombre,
      ciudad: await referencia(
        tx,
        Ciudad,
        'activo',
        e.ciudadId,
        actual?.ciudad.id ?? null,
        'ciudadId',
        M.ciudadInexistente,
      ),
      direccion: e.direccion,
    }),
  } satisfies DefinicionCatalogo<'sucursales', Sucursal>,
  requisitos: {
    entidad: Requisito,
    tabla: 'requisito',
    campoActivo: 'estado',
    orden: [{ nombre: 'asc' }, { id: 'asc' }],
    unicos: [nombreUnico()],
    bloqueo: (r: Requisito) => bloqueoRequisito(r),
    valores: (r: Requisito) => ({
      nombre: r.nombre,
      validezDias: r.validezDias,
      esDeProductoTerminado: r.esDeProductoTerminado,
      visible: r.visible,
      enviarCorreo: r.enviarCorreo,
      correo: r.correo ?? null,
    }),
    datos: (_tx, e) =>
      Promise.resolve({
        nombre: e.nombre,
        validezDias: e.validezDias,
        esDeProductoTerminado: e.esDeProductoTerminado,
        visible: e.visible,
        enviarCorreo: e.enviarCorreo,
        correo: e.correo,
      }),
    alCrear: (ahora) => ({ estado: true, createdAt: ahora }),
  } satisfies DefinicionCatalogo<'requisitos', Requisito>,
  motivosRechazo: soloNombre(MotivoRechazo, 'motivo_rechazo'),
  estadosCita: {
    entidad: EstadoCita,
    tabla: 'estado_cita',
    campoActivo: 'activo',
    orden: [{ flag: 'asc' }, { id: 'asc' }],
    unicos: [{ ...nombreUnico(), sql: `${mismoNombre} and flag = ?`, parametros: (e) => [e.nombre, e.flag] }],
    bloqueo: (e: EstadoCita) => bloqueoEstadoCita({ id: e.id, codigo: e.codigo ?? null }),
    valores: (e: EstadoCita) => ({ nombre: e.nombre, flag: e.flag }),
    datos: (_tx, e) => Promise.resolve({ nombre: e.nombre, flag: e.flag }),
    cambioNoPermitido: (e: EstadoCita, entrada, bloqueo) =>
      bloqueo && entrada.flag !== e.flag ? { flag: M.bloqueadoLista(bloqueo) } : null,
  } satisfies DefinicionCatalogo<'estadosCita', EstadoCita>,
  referenciasCita: soloNombre(ReferenciaCita, 'referencia_cita', {
    orden: [{ id: 'asc' }],
    bloqueo: (r: ReferenciaCita) => bloqueoReferenciaCita(r),
  }),
  tiposMarca: soloNombre(TipoMarca, 'tipo_marca'),
  motivosCambioDatos: soloNombre(MotivoCambioDatos, 'motivo_cambio_datos'),
  tiposPedido: {
    entidad: CatalogoItem,
    tabla: 'catalogo_item',
    campoActivo: 'activo',
    filtro: { orm: { categoria: 'TIPO_PEDIDO' }, sql: `categoria = 'TIPO_PEDIDO'` },
    orden: [{ orden: 'asc' }, { nombre: 'asc' }],
    unicos: [
      { campo: 'codigo', mensaje: M.codigoRepetido, sql: 'codigo = ?', parametros: (e) => [e.codigo] },
      nombreUnico(),
    ],
    valores: (i: CatalogoItem) => ({ codigo: i.codigo, nombre: i.nombre, orden: i.orden }),
    datos: (_tx, e) => Promise.resolve({ codigo: e.codigo, nombre: e.nombre, orden: e.orden }),
    alCrear: () => ({ categoria: 'TIPO_PEDIDO' }),
    // Orders store the code: changing it would orphan them.
    cambioNoPermitido: (i: CatalogoItem, e) => (e.codigo !== i.codigo ? { codigo: M.codigoNoCambia } : null),
  } satisfies DefinicionCatalogo<'tiposPedido', CatalogoItem>,
  tiposNovedad: soloNombre(TipoNovedad, 'tipo_novedad'),
  subTiposNovedad: {
    entidad: SubTipoNovedad,
    tabla: 'sub_tipo_novedad',
    campoActivo: 'activo',
    populate: ['tipoNovedad'],
    orden: [{ tipoNovedad: { nombre: 'asc' } } as never, { nombre: 'asc' }],
    unicos: [
      {
        campo: 'nombre',
        mensaje: M.subTipoRepetido,
        sql: `${mismoNombre} and tipo_novedad_id = ?`,
        parametros: (e) => [e.nombre, e.tipoNovedadId],
      },
    ],
    valores: (s: SubTipoNovedad) => ({
      tipoNovedadId: s.tipoNovedad.id,
      tipoNovedadNombre: s.tipoNovedad.nombre,
      nombre: s.nombre,
    }),
    datos: async (tx, e, actual: SubTipoNovedad | null) => ({
      tipoNovedad: await referencia(
        tx,
        TipoNovedad,
        'activo',
        e.tipoNovedadId,
        actual?.tipoNovedad.id ?? null,
        'tipoNovedadId',
        M.tipoNovedadInexistente,
      ),
      nombre: e.nombre,
    }),
  } satisfies DefinicionCatalogo<'subTiposNovedad', SubTipoNovedad>,
  cargos: {
    entidad: Cargo,
    tabla: 'cargo',
    campoActivo: 'activo',
    orden: [{ nombre: 'asc' }, { id: 'asc' }],
    unicos: [
      // The code first: a concurrent insert of the same code (its unique constraint) answers under it.
      {
        campo: 'codigo',
        mensaje: M.codigoCargoRepetido,
        sql: 'upper(codigo) = upper(?)',
        parametros: (e) => [e.codigo],
      },
      nombreUnico(M.cargoRepetido),
    ],
    valores: (c: Cargo) => ({ codigo: c.codigo, nombre: c.nombre, existeEnErp: c.existeEnErp }),
    datos: async (tx, e, actual: Cargo | null) => {
      // Left empty: a new position gets the next CAR-NNN; an edited one keeps its code.
      const codigo = e.codigo ?? actual?.codigo ?? (await siguienteCodigoCargo(tx));
      return {
        codigo,
        nombre: e.nombre,
        // Only the ERP refresh says a code exists there (it matches by code): a new code is "No" until then.
        ...(actual?.codigo === codigo ? {} : { existeEnErp: false }),
      };
    },
  } satisfies DefinicionCatalogo<'cargos', Cargo>,
};

/** The definition of a catalogue, typed for its form's input. */
export function definicionDe<K extends ClaveCatalogoAdmin>(clave: K): DefinicionCatalogo<K> {
  return DEFINICIONES_CATALOGO[clave];
}
