/**
 * The dry run (issue 36 §3): reads the file row by row, matches each sheet's headers to a kind, checks every row with
 * the product's form rules, decides what it would do against the database and stages the rows (`fila_importacion`,
 * batches of rows through `jsonb_to_recordset`) under a new batch in state "Revisado". Nothing of the product is
 * written. Any failure of the file (empty, not text, broken quoting…) rolls the whole batch back: never half a batch.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AccionFila,
  detectarTipo,
  emparejarEncabezados,
  EstadoLote,
  fechaEnZonaNegocio,
  MENSAJES_IMPORTACION as M,
  revisarFila,
  type CatalogosImportacion,
  type MapeoColumnas,
  type TipoImportacion,
} from '@talento/rules';
import { AppError } from '../../../nucleo/errors';
import { enTransaccionNativa, type ConexionNativa } from '../../../nucleo/sql/transaccion-nativa';
import { arregloPg } from './arreglo';
import { cargarCatalogos } from './catalogos';
import { clasificar, type ContextoArchivo, type Decision, type FilaRevisada } from './clasificar';
import type { FilaLeida } from './lectura';

/** Rows checked against the database and staged per round trip. */
const FILAS_POR_BLOQUE = 1000;
/** A row number no file reaches: splits the "repeated row" message around the number that SQL fills in. */
const MARCA_FILA = 987654321;
/** More rows than this is not an agency's pool: refused before it fills the staging table. */
export const MAX_FILAS_IMPORTACION = 5_000_000;

export interface HojaAnalizada {
  hoja: string;
  tipo: TipoImportacion | null;
  encabezados: string[];
  columnas: (string | null)[];
  sinEmparejar: string[];
  faltantes: string[];
  filas: number;
}

export type ResultadoAnalisis =
  | { estado: 'mapear'; hojas: HojaAnalizada[] }
  | { estado: 'analizado'; loteId: number; hojas: HojaAnalizada[] };

export interface OpcionesAnalisis {
  archivo: string;
  usuarioId: number | null;
  sobrescribir: boolean;
  mapeo: MapeoColumnas;
  ahora: Date;
}

interface Pendiente {
  orden: number;
  hoja: string;
  numero: number;
  tipo: TipoImportacion;
  original: Record<string, string>;
  revisada: FilaRevisada | null;
  errores: Record<string, string> | null;
}

/** Some sheet's columns need the user's mapping: the batch is rolled back and the sheets are answered. */
class FaltaMapeo extends Error {
  constructor(readonly hojas: HojaAnalizada[]) {
    super('falta mapeo');
  }
}

/** Writes a block of staged rows in one statement. */
async function guardarBloque(
  tx: ConexionNativa,
  loteId: number,
  filas: readonly (Pendiente & { decision: Decision })[],
) {
  if (filas.length === 0) return;
  const json = filas.map((f) => ({
    orden: f.orden,
    hoja: f.hoja.slice(0, 100),
    numero: f.numero,
    tipo: f.tipo,
    clave: f.revisada?.clave.slice(0, 300) ?? null,
    accion: f.decision.accion,
    datos: f.revisada?.datos ?? null,
    original: f.original,
    errores: f.decision.errores ?? f.errores,
    marcada: f.decision.marcada,
    registro_id: f.decision.registroId,
  }));
  await tx.consultar(
    `insert into fila_importacion (lote_id, orden, hoja, numero, tipo, clave, accion, datos, original, errores, marcada, registro_id)
     select ?, x.orden, x.hoja, x.numero, x.tipo, x.clave, x.accion, x.datos, x.original, x.errores, x.marcada, x.registro_id
       from jsonb_to_recordset(?::jsonb) as x(orden int, hoja varchar, numero int, tipo varchar, clave varchar,
            accion smallint, datos jsonb, original jsonb, errores jsonb, marcada boolean, registro_id int)`,
    [loteId, JSON.stringify(json)],
  );
}

class Analisis {
  readonly hojas: HojaAnalizada[] = [];
  private actual: HojaAnalizada | null = null;
  private bloque: Pendiente[] = [];
  private orden = 0;
  private readonly ctx: ContextoArchivo;

  constructor(
    /** The staging transaction (the batch and its rows). */
    private readonly tx: ConexionNativa,
    /** Reads what the database holds (outside the staging transaction: nothing it reads is staged). */
    private readonly em: EntityManager,
    private readonly loteId: number,
    private readonly catalogos: CatalogosImportacion,
    private readonly o: OpcionesAnalisis,
  ) {
    // The documents the file brings are read back from the staged rows, never kept in memory (a million of them
    // were a tenth of the dry run's memory).
    this.ctx = {
      sobrescribir: o.sobrescribir,
      enArchivo: async (tipo, claves) =>
        new Set(
          (
            await tx.consultar<{ clave: string }>(
              'select distinct clave from fila_importacion where lote_id = ? and tipo = ? and clave = any(?::text[])',
              [loteId, tipo, arregloPg(claves)],
            )
          ).map((f) => f.clave),
        ),
    };
  }

  get requiereMapeo(): boolean {
    return this.hojas.some((h) => h.tipo === null || h.faltantes.length > 0);
  }

  get filas(): number {
    return this.orden;
  }

  async fila(f: FilaLeida): Promise<void> {
    if (this.actual?.hoja !== f.hoja) {
      await this.vaciar();
      const tipo = detectarTipo(f.hoja, f.celdas);
      const e = tipo ? emparejarEncabezados(tipo, f.celdas, this.o.mapeo) : null;
      this.actual = {
        hoja: f.hoja,
        tipo,
        encabezados: f.celdas,
        columnas: e?.columnas ?? f.celdas.map(() => null),
        sinEmparejar: e?.sinEmparejar ?? f.celdas.filter((c) => c !== ''),
        faltantes: e?.faltantes ?? [],
        filas: 0,
      };
      this.hojas.push(this.actual);
      return;
    }
    const h = this.actual;
    h.filas++;
    if (h.tipo === null || h.faltantes.length > 0 || this.requiereMapeo) return;
    if (++this.orden > MAX_FILAS_IMPORTACION)
      throw new AppError('BAD_REQUEST', M.demasiadasFilas(MAX_FILAS_IMPORTACION));
    const original: Record<string, string> = {};
    h.columnas.forEach((c, i) => {
      if (c !== null) original[c] = f.celdas[i] ?? '';
    });
    const r = revisarFila(h.tipo, original, this.catalogos, fechaEnZonaNegocio(this.o.ahora));
    const revisada = r.ok ? { orden: this.orden, clave: r.clave, datos: r.datos } : null;
    this.bloque.push({
      orden: this.orden,
      hoja: f.hoja,
      numero: f.numero,
      tipo: h.tipo,
      original,
      revisada,
      errores: r.ok ? null : r.errores,
    });
    if (this.bloque.length >= FILAS_POR_BLOQUE) await this.vaciar();
  }

  /** Decides and stages the pending rows (one kind per block: a sheet holds one kind). */
  async vaciar(): Promise<void> {
    const bloque = this.bloque;
    this.bloque = [];
    if (bloque.length === 0) return;
    const tipo = bloque[0]!.tipo;
    const validas = bloque.filter((p) => p.revisada !== null);
    const decisiones = await clasificar(
      this.em,
      tipo,
      validas.map((p) => p.revisada!),
      this.ctx,
    );
    const porOrden = new Map(validas.map((p, i) => [p.orden, decisiones[i]!]));
    const rechazada: Decision = {
      accion: AccionFila.RECHAZADA,
      registroId: null,
      errores: null,
      marcada: false,
    };
    await guardarBloque(
      this.tx,
      this.loteId,
      bloque.map((p) => ({ ...p, decision: porOrden.get(p.orden) ?? rechazada })),
    );
  }

  /**
   * Marks the earlier copies of repeated rows (same kind and key: the last wins) with the row that replaces them, in
   * one statement over the staged rows: the file's keys are never held in memory (3,000,000 of them took more than the
   * server's whole memory budget).
   */
  async cerrar(): Promise<void> {
    await this.vaciar();
    // The rows just staged (uncommitted, so autovacuum has not seen them) would be estimated at one: a nested loop over
    // the window below, quadratic (2,000,000 staged experiences ran for more than ten minutes). ANALYZE inside the
    // transaction counts them.
    await this.tx.consultar('analyze fila_importacion');
    const [antes, despues] = M.duplicada(MARCA_FILA).split(String(MARCA_FILA));
    await this.tx.consultar(
      `update fila_importacion f set accion = ?, errores = jsonb_build_object('numero_documento', ?::text || d.nueva::text || ?::text)
         from (select orden, lead(numero) over (partition by tipo, clave order by orden) as nueva
                 from fila_importacion where lote_id = ? and clave is not null) d
        where f.lote_id = ? and f.orden = d.orden and d.nueva is not null`,
      [AccionFila.REEMPLAZADA, antes, despues, this.loteId, this.loteId],
    );
  }
}

/** Recounts a batch's rows by action into its counters. */
async function recontarLote(tx: ConexionNativa, loteId: number): Promise<void> {
  await tx.consultar(
    `update lote_importacion l set
       total = c.total, nuevos = c.nuevos, actualizados = c.actualizados, sin_cambios = c.sin_cambios,
       rechazados = c.rechazados, repetidas = c.repetidas, conservados = c.conservados, marcados = c.marcados,
       por_aplicar = c.nuevos + c.actualizados, tipos = c.tipos
       from (select count(*)::int as total,
                    count(*) filter (where accion = ${AccionFila.NUEVO})::int as nuevos,
                    count(*) filter (where accion = ${AccionFila.ACTUALIZAR})::int as actualizados,
                    count(*) filter (where accion = ${AccionFila.SIN_CAMBIOS})::int as sin_cambios,
                    count(*) filter (where accion = ${AccionFila.RECHAZADA})::int as rechazados,
                    count(*) filter (where accion = ${AccionFila.REEMPLAZADA})::int as repetidas,
                    count(*) filter (where accion = ${AccionFila.CONSERVADO})::int as conservados,
                    count(*) filter (where marcada)::int as marcados,
                    coalesce(array_agg(distinct tipo), '{}') as tipos
               from fila_importacion where lote_id = ?) c
      where l.id = ?`,
    [loteId, loteId],
  );
}

/** Runs the dry run of `filas` (a file's rows) and answers the new batch, or the sheets whose columns need mapping. */
export async function analizarImportacion(
  em: EntityManager,
  filas: AsyncIterable<FilaLeida>,
  o: OpcionesAnalisis,
): Promise<ResultadoAnalisis> {
  const catalogos = await cargarCatalogos(em);
  try {
    return await enTransaccionNativa(em, async (tx) => {
      const [lote] = await tx.consultar<{ id: number }>(
        `insert into lote_importacion (archivo, usuario_id, estado, sobrescribir, creado_en) values (?, ?, ?, ?, ?) returning id`,
        [o.archivo.slice(0, 255), o.usuarioId, EstadoLote.ANALIZADO, o.sobrescribir, o.ahora],
      );
      const analisis = new Analisis(tx, em, lote!.id, catalogos, o);
      for await (const f of filas) await analisis.fila(f);
      if (analisis.hojas.length === 0) throw new AppError('BAD_REQUEST', M.archivoVacio);
      if (analisis.hojas.every((h) => h.filas === 0)) throw new AppError('BAD_REQUEST', M.soloEncabezado);
      if (analisis.requiereMapeo) throw new FaltaMapeo(analisis.hojas);
      if (analisis.filas === 0) throw new AppError('BAD_REQUEST', M.soloEncabezado);
      await analisis.cerrar();
      await recontarLote(tx, lote!.id);
      return { estado: 'analizado' as const, loteId: lote!.id, hojas: analisis.hojas };
    });
  } catch (error) {
    if (error instanceof FaltaMapeo) return { estado: 'mapear', hojas: error.hojas };
    throw error;
  }
}
