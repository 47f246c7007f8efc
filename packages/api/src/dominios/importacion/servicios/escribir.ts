/**
 * Writes one block of a batch's staged rows into the product, kind by kind, and logs what it did per record for the
 * undo: a record created, or the values it had before. New candidates (with their CVs), experiences and studies are
 * inserted by one statement per kind from the staged rows (`insertar.ts`); updates, clients and contacts go through
 * the ORM entities the product's forms save. The search document's triggers run either way. The completion percentages
 * of new candidates come from their rows (porcentajes-nuevos.ts); those of the block's updated candidates, and of the
 * candidates whose experiences or studies it writes, are recomputed once per block with the CV form's rule
 * (`actualizarPorcentajesHvDe`).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Candidato,
  Ciudad,
  Diplomado,
  EducacionSuperior,
  Experiencia,
  HojaDeVida,
  OtroEstudio,
  Postgrado,
} from '@talento/db';
import { AccionFila, type PorcentajesHv, type TipoImportacion } from '@talento/rules';
import { actualizarPorcentajesHvDe } from '../../hv';
import { arregloPg } from './arreglo';
import { insertarCandidatos, insertarEstudios, insertarExperiencias } from './insertar';
import { clientes, contactos } from './escribir-clientes';
import { asignar, type FilaPorEscribir, type Registro } from './filas-por-escribir';
import { porcentajesDeCandidatoNuevo } from './porcentajes-nuevos';

export type { FilaPorEscribir } from './filas-por-escribir';

const CAMPOS_CANDIDATO = [
  'tipoDocumento',
  'numeroDocumento',
  'nombre1',
  'nombre2',
  'apellido1',
  'apellido2',
  'email',
  'telefonoOCelular',
  'whatsapp',
  'fechaNacimiento',
  'genero',
  'estadoCivil',
  'direccionCadena',
] as const;
const CAMPOS_HV = [
  'profesiones',
  'cargosAAspirar',
  'aspiracionSalarialMinima',
  'aspiracionSalarialMaxima',
  'nivelAcademico',
  'disponibleParaViajar',
] as const;

/** Ids of the CVs of `docs`, by document. */
async function hvPorDocumento(
  tx: EntityManager,
  docs: readonly string[],
): Promise<Map<string, { hv: number; candidato: number }>> {
  const filas = await tx.execute<{ numero_documento: string; id: number; candidato_id: number }[]>(
    'select c.numero_documento, hv.id, hv.candidato_id from candidato c join hoja_de_vida hv on hv.candidato_id = c.id where c.numero_documento = any(?::text[])',
    [arregloPg(docs)],
  );
  return new Map(filas.map((f) => [f.numero_documento, { hv: f.id, candidato: f.candidato_id }]));
}

async function candidatos(
  tx: EntityManager,
  filas: readonly FilaPorEscribir[],
  registros: Registro[],
  loteId: number,
  ahora: Date,
) {
  const existentes = await tx.find(
    Candidato,
    { id: { $in: filas.flatMap((f) => (f.registro_id ? [f.registro_id] : [])) } },
    { populate: ['hojaDeVida'] },
  );
  const porId = new Map(existentes.map((c) => [c.id, c]));
  const tocados: Candidato[] = [];
  const nuevas: { orden: number; porcentajes: PorcentajesHv }[] = [];
  for (const f of filas) {
    const d = f.datos;
    const ciudad = d.ciudadDondeViveId ? tx.getReference(Ciudad, Number(d.ciudadDondeViveId)) : null;
    const c = f.registro_id ? porId.get(f.registro_id) : undefined;
    if (c) {
      const antes = asignar(c, d, CAMPOS_CANDIDATO);
      if (ciudad && c.ciudadDondeVive?.id !== Number(d.ciudadDondeViveId)) {
        antes.ciudadDondeVive = c.ciudadDondeVive?.id ?? null;
        c.ciudadDondeVive = ciudad;
      }
      const hv =
        c.hojaDeVida ??
        tx.create(HojaDeVida, { candidato: c, fechaModificacion: ahora, fechaCreacion: ahora });
      const antesHv = asignar(hv, d, CAMPOS_HV);
      if (Object.keys(antesHv).length) hv.fechaModificacion = ahora;
      registros.push({
        tabla: 'candidato',
        registro_id: c.id,
        creado: false,
        antes: { ...antes, hv: antesHv },
      });
      tocados.push(c);
    } else nuevas.push({ orden: f.orden, porcentajes: porcentajesDeCandidatoNuevo(d) });
  }
  await tx.flush();
  const creados = await insertarCandidatos(tx, loteId, nuevas, ahora);
  for (const id of creados)
    registros.push({ tabla: 'candidato', registro_id: id, creado: true, antes: null });
  await actualizarPorcentajesHvDe(
    tx,
    tocados.map((c) => c.id),
  );
  // The import's own write is not "edited since": importado_en takes the row's modification time.
  if (tocados.length)
    await tx.execute(
      'update candidato set lote_importacion_id = ?, importado_en = updated_at where id = any(?::int[])',
      [loteId, arregloPg(tocados.map((c) => c.id))],
      'run',
    );
}

const ENTIDAD_ESTUDIO = {
  superior: { entidad: EducacionSuperior, tabla: 'educacion_superior', titulo: 'titulo' },
  posgrado: { entidad: Postgrado, tabla: 'postgrado', titulo: 'titulo' },
  diplomado: { entidad: Diplomado, tabla: 'diplomado', titulo: 'nombre' },
  otro: { entidad: OtroEstudio, tabla: 'otro_estudio', titulo: 'nombre' },
} as const;

async function hijosDeHv(
  tx: EntityManager,
  tipo: 'experiencias' | 'estudios',
  filas: readonly FilaPorEscribir[],
  registros: Registro[],
  loteId: number,
) {
  const hvs = await hvPorDocumento(tx, [...new Set(filas.map((f) => String(f.datos.numeroDocumento)))]);
  const experienciasNuevas: number[] = [];
  const estudiosNuevos: number[] = [];
  const candidatosTocados = new Set<number>();
  for (const f of filas) {
    const d = f.datos;
    const hv = hvs.get(String(d.numeroDocumento));
    if (!hv) continue;
    candidatosTocados.add(hv.candidato);
    if (tipo === 'experiencias') {
      if (f.registro_id) {
        const e = await tx.findOneOrFail(Experiencia, f.registro_id);
        registros.push({
          tabla: 'experiencia',
          registro_id: e.id,
          creado: false,
          antes: asignar(e, d, ['fechaRetiro', 'salarioFinal', 'funciones']),
        });
      } else experienciasNuevas.push(f.orden);
    } else {
      const t = ENTIDAD_ESTUDIO[d.tipo as keyof typeof ENTIDAD_ESTUDIO];
      if (f.registro_id) {
        const e = (await tx.findOneOrFail(t.entidad as never, f.registro_id)) as object & { id: number };
        registros.push({
          tabla: t.tabla,
          registro_id: e.id,
          creado: false,
          antes: asignar(e, d, ['fechaFin']),
        });
      } else estudiosNuevos.push(f.orden);
    }
  }
  await tx.flush();
  for (const c of await insertarEstudios(tx, loteId, estudiosNuevos))
    registros.push({ tabla: c.tabla, registro_id: c.id, creado: true, antes: null });
  for (const id of await insertarExperiencias(tx, loteId, experienciasNuevas))
    registros.push({ tabla: 'experiencia', registro_id: id, creado: true, antes: null });
  await actualizarPorcentajesHvDe(tx, [...candidatosTocados]);
}

/** Writes `filas` (one kind, new or update) and logs each record for the undo. */
export async function escribirFilas(
  tx: EntityManager,
  loteId: number,
  tipo: TipoImportacion,
  filas: readonly FilaPorEscribir[],
  ahora: Date,
): Promise<void> {
  const registros: Registro[] = [];
  const validas = filas.filter((f) => f.accion === AccionFila.NUEVO || f.accion === AccionFila.ACTUALIZAR);
  if (validas.length === 0) return;
  if (tipo === 'candidatos') await candidatos(tx, validas, registros, loteId, ahora);
  else if (tipo === 'experiencias' || tipo === 'estudios')
    await hijosDeHv(tx, tipo, validas, registros, loteId);
  else if (tipo === 'clientes') await clientes(tx, validas, registros, loteId);
  else await contactos(tx, validas, registros);
  if (registros.length === 0) return;
  await tx.execute(
    `insert into registro_importacion (lote_id, tabla, registro_id, creado, antes, aplicado_en)
     select ?, x.tabla, x.registro_id, x.creado, x.antes, ? from jsonb_to_recordset(?::jsonb)
       as x(tabla varchar, registro_id int, creado boolean, antes jsonb)`,
    [loteId, ahora, JSON.stringify(registros)],
    'run',
  );
}
