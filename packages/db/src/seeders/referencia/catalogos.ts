import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CatalogoItem,
  Competencia,
  ElEmpleoItem,
  EstadoCita,
  MedioReclutamiento,
  MotivoCambioDatos,
  MotivoRechazo,
  Profesion,
  ReferenciaCita,
  Requisito,
  SubTipoNovedad,
  TipoCaracteristica,
  TipoCargo,
  TipoMarca,
  TipoNovedad,
  Valor,
} from '../../entities';
import {
  CARACTERISTICAS,
  COMPETENCIAS,
  EL_EMPLEO,
  ESTADOS_CITA,
  ITEMS_CATALOGO,
  MEDIOS_RECLUTAMIENTO,
  MOTIVOS_CAMBIO_DATOS,
  MOTIVOS_RECHAZO,
  PROFESIONES,
  REFERENCIAS_CITA,
  REQUISITOS,
  TIPOS_CARGO,
  TIPOS_MARCA,
  TIPOS_NOVEDAD,
  VALORES,
} from './datos-catalogos';

/** True when the table has no row (in `catalogo_item`: no row of `categoria`). `tabla` is a constant. */
async function vacia(tx: EntityManager, tabla: string, categoria?: string): Promise<boolean> {
  const [fila] = await tx.execute<{ hay: boolean }[]>(
    categoria === undefined
      ? `select exists (select 1 from "${tabla}") as hay`
      : `select exists (select 1 from "${tabla}" where categoria = ?) as hay`,
    categoria === undefined ? [] : [categoria],
  );
  return !fila?.hay;
}

/** Moves a table's serial sequence past the ids written by hand, so the next row gets a free one. */
export async function moverSecuencia(tx: EntityManager, tabla: string): Promise<void> {
  await tx.execute(
    `select setval(pg_get_serial_sequence('${tabla}', 'id'), greatest((select max(id) from "${tabla}"), 1))`,
  );
}

/** True when none of these ids is taken in the table (then the rows keep their usual ids). */
export async function idsLibres(tx: EntityManager, tabla: string, ids: readonly number[]): Promise<boolean> {
  const [fila] = await tx.execute<{ n: number }[]>(
    `select count(*)::int as n from "${tabla}" where id in (?)`,
    [[...ids]],
  );
  return fila?.n === 0;
}

/**
 * The spec's catalogues every agency needs, with or without the demo (order types and the other generic catalogues,
 * rejection reasons, position types, profile characteristics, competencies, values, El Empleo lists, professions,
 * mark types, data-change reasons, requirement types, appointment statuses and referrals with their fixed ids,
 * recruitment media). Idempotent: a table (a category, in the shared `catalogo_item`) gets its rows only while it is
 * empty, so nothing an administrator added, renamed or deactivated is ever touched. One transaction.
 */
export async function seedCatalogosReferencia(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const fijos: string[] = [];

    // catalogo_item is shared by several catalogues (and the ERP's contract concepts): each category on its own.
    const faltan: (typeof ITEMS_CATALOGO)[number][] = [];
    for (const categoria of new Set(ITEMS_CATALOGO.map(([, c]) => c))) {
      if (await vacia(tx, 'catalogo_item', categoria))
        faltan.push(...ITEMS_CATALOGO.filter(([, c]) => c === categoria));
    }
    if (faltan.length) {
      const conId = await idsLibres(
        tx,
        'catalogo_item',
        faltan.map(([id]) => id),
      );
      const orden: Record<string, number> = {};
      for (const [id, categoria, codigo, nombre, valor] of faltan) {
        orden[categoria] = (orden[categoria] ?? 0) + 1;
        tx.create(CatalogoItem, {
          ...(conId ? { id } : {}),
          categoria,
          codigo,
          nombre,
          valor: valor ?? null,
          orden: orden[categoria],
        });
      }
      if (conId) fijos.push('catalogo_item');
    }

    if (await vacia(tx, 'motivo_rechazo'))
      for (const nombre of MOTIVOS_RECHAZO) tx.create(MotivoRechazo, { nombre });
    if (await vacia(tx, 'tipo_cargo')) for (const nombre of TIPOS_CARGO) tx.create(TipoCargo, { nombre });
    if (await vacia(tx, 'tipo_caracteristica'))
      for (const [tipo, nombre] of CARACTERISTICAS) tx.create(TipoCaracteristica, { tipo, nombre });
    if (await vacia(tx, 'competencia')) {
      COMPETENCIAS.forEach(([nombre, hijas], i) => {
        const padre = tx.create(Competencia, { nombre, orden: i + 1 });
        hijas.forEach((h, j) => tx.create(Competencia, { nombre: h, padre, orden: j + 1 }));
      });
    }
    if (await vacia(tx, 'valor'))
      for (const [nombre, defecto] of VALORES) tx.create(Valor, { nombre, defecto });
    if (await vacia(tx, 'el_empleo_item'))
      for (const [lista, codigo, nombre] of EL_EMPLEO) tx.create(ElEmpleoItem, { lista, codigo, nombre });
    if (await vacia(tx, 'profesion')) for (const nombre of PROFESIONES) tx.create(Profesion, { nombre });
    if (await vacia(tx, 'tipo_marca')) for (const nombre of TIPOS_MARCA) tx.create(TipoMarca, { nombre });
    if (await vacia(tx, 'motivo_cambio_datos'))
      for (const nombre of MOTIVOS_CAMBIO_DATOS) tx.create(MotivoCambioDatos, { nombre });
    if (await vacia(tx, 'requisito')) for (const [, datos] of REQUISITOS) tx.create(Requisito, { ...datos });

    // Fixed ids the rules read (ESTADO1_CITA_SIN_LLEGADA, ESTADO1_CITA_PRUEBAS_INCOMPLETAS, ESTADO2_CITA_REAGENDADA,
    // REFERENCIA_OTRO): written by hand, then the sequence moves past them.
    if (await vacia(tx, 'estado_cita')) {
      for (const [id, nombre, flag, codigo] of ESTADOS_CITA)
        tx.create(EstadoCita, { id, nombre, flag, codigo });
      fijos.push('estado_cita');
    }
    if (await vacia(tx, 'referencia_cita')) {
      for (const [id, nombre] of REFERENCIAS_CITA) tx.create(ReferenciaCita, { id, nombre });
      fijos.push('referencia_cita');
    }
    if (await vacia(tx, 'medio_reclutamiento'))
      for (const nombre of MEDIOS_RECLUTAMIENTO) tx.create(MedioReclutamiento, { nombre });
    if (await vacia(tx, 'tipo_novedad'))
      for (const [nombre, subs] of TIPOS_NOVEDAD) {
        const tipoNovedad = tx.create(TipoNovedad, { nombre });
        for (const s of subs) tx.create(SubTipoNovedad, { tipoNovedad, nombre: s });
      }

    await tx.flush();
    for (const tabla of fijos) await moverSecuencia(tx, tabla);
  });
}
