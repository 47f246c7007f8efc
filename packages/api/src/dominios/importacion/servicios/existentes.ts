/**
 * What the database already holds for a batch of rows, by their keys: each kind's current values in the same shape
 * the rows' checked values have (`revisarFila`), so "unchanged" is a plain comparison.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { claveComparable } from '@talento/rules';
import { arregloPg } from './arreglo';

export interface Existente {
  id: number;
  valores: Record<string, unknown>;
  /** Edited in the product after the import that last wrote it (or never imported). */
  editadoDespues: boolean;
  tipoDocumento?: number;
}

const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** A text column of a raw row ('' when null). */
const texto = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export async function candidatosExistentes(
  em: EntityManager,
  docs: readonly string[],
): Promise<Map<string, Existente>> {
  const filas = await em.execute<Record<string, unknown>[]>(
    `select c.id, c.tipo_documento, c.numero_documento, c.nombre1, c.nombre2, c.apellido1, c.apellido2, c.email,
            c.telefono_o_celular, c.whatsapp, c.fecha_nacimiento::text as fecha_nacimiento, c.genero, c.estado_civil,
            c.ciudad_donde_vive_id, c.direccion_cadena, hv.profesiones, hv.cargos_a_aspirar,
            hv.aspiracion_salarial_minima, hv.aspiracion_salarial_maxima, hv.nivel_academico,
            hv.disponible_para_viajar,
            (c.importado_en is null or c.updated_at > c.importado_en + interval '1 second') as editado
       from candidato c left join hoja_de_vida hv on hv.candidato_id = c.id
      where c.numero_documento = any(?::text[])`,
    [arregloPg(docs)],
  );
  return new Map(
    filas.map((f) => [
      texto(f.numero_documento),
      {
        id: Number(f.id),
        tipoDocumento: Number(f.tipo_documento),
        editadoDespues: Boolean(f.editado),
        valores: {
          tipoDocumento: Number(f.tipo_documento),
          numeroDocumento: f.numero_documento,
          nombre1: f.nombre1,
          nombre2: f.nombre2,
          apellido1: f.apellido1,
          apellido2: f.apellido2,
          email: f.email,
          telefonoOCelular: f.telefono_o_celular,
          whatsapp: f.whatsapp,
          fechaNacimiento: f.fecha_nacimiento,
          genero: f.genero,
          estadoCivil: f.estado_civil,
          ciudadDondeViveId: f.ciudad_donde_vive_id,
          direccionCadena: f.direccion_cadena,
          profesiones: f.profesiones ?? [],
          cargosAAspirar: f.cargos_a_aspirar ?? [],
          aspiracionSalarialMinima: numero(f.aspiracion_salarial_minima),
          aspiracionSalarialMaxima: numero(f.aspiracion_salarial_maxima),
          nivelAcademico: f.nivel_academico,
          disponibleParaViajar: f.disponible_para_viajar ?? false,
        },
      },
    ]),
  );
}

/** Documents among `docs` whose candidate has a CV (experiences and studies hang from it). */
export async function candidatosConHv(em: EntityManager, docs: readonly string[]): Promise<Set<string>> {
  const filas = await em.execute<{ numero_documento: string }[]>(
    `select c.numero_documento from candidato c join hoja_de_vida hv on hv.candidato_id = c.id
      where c.numero_documento = any(?::text[])`,
    [arregloPg(docs)],
  );
  return new Set(filas.map((f) => f.numero_documento));
}

/** E-mails and phones among the given ones that belong to a candidate, with that candidate's document. */
export async function contactosDeCandidatos(
  em: EntityManager,
  correos: readonly string[],
  telefonos: readonly string[],
): Promise<{ correos: Map<string, string>; telefonos: Map<string, string> }> {
  const filas = await em.execute<{ numero_documento: string; email: string; telefono_o_celular: string }[]>(
    `select numero_documento, email, telefono_o_celular from candidato
      where email = any(?::text[]) or telefono_o_celular = any(?::text[])`,
    [arregloPg(correos), arregloPg(telefonos)],
  );
  return {
    correos: new Map(filas.map((f) => [f.email, f.numero_documento])),
    telefonos: new Map(filas.map((f) => [f.telefono_o_celular, f.numero_documento])),
  };
}

export async function experienciasExistentes(
  em: EntityManager,
  docs: readonly string[],
): Promise<Map<string, Existente>> {
  const filas = await em.execute<Record<string, unknown>[]>(
    `select e.id, c.numero_documento, e.empresa, e.cargo, e.fecha_ingreso::text as fecha_ingreso,
            e.fecha_retiro::text as fecha_retiro, e.salario_final, e.funciones
       from experiencia e join hoja_de_vida hv on hv.id = e.hoja_de_vida_id join candidato c on c.id = hv.candidato_id
      where c.numero_documento = any(?::text[])`,
    [arregloPg(docs)],
  );
  return new Map(
    filas.map((f) => [
      `${texto(f.numero_documento)}|${claveComparable(texto(f.empresa))}|${claveComparable(texto(f.cargo))}|${texto(f.fecha_ingreso)}`,
      {
        id: Number(f.id),
        editadoDespues: false,
        valores: {
          numeroDocumento: f.numero_documento,
          empresa: f.empresa,
          cargo: f.cargo,
          fechaIngreso: f.fecha_ingreso,
          fechaRetiro: f.fecha_retiro,
          salarioFinal: numero(f.salario_final),
          funciones: f.funciones,
        },
      },
    ]),
  );
}

/** The table and title column of each kind of study. */
export const TABLA_ESTUDIO = {
  superior: { tabla: 'educacion_superior', titulo: 'titulo' },
  posgrado: { tabla: 'postgrado', titulo: 'titulo' },
  diplomado: { tabla: 'diplomado', titulo: 'nombre' },
  otro: { tabla: 'otro_estudio', titulo: 'nombre' },
} as const;

export async function estudiosExistentes(
  em: EntityManager,
  docs: readonly string[],
): Promise<Map<string, Existente>> {
  const partes = Object.entries(TABLA_ESTUDIO).map(
    ([tipo, t]) =>
      `select x.id, '${tipo}' as tipo, c.numero_documento, x.${t.titulo} as titulo, x.institucion,
              x.fecha_fin::text as fecha_fin
         from ${t.tabla} x join hoja_de_vida hv on hv.id = x.hoja_de_vida_id join candidato c on c.id = hv.candidato_id
        where c.numero_documento = any(?::text[])`,
  );
  const filas = await em.execute<Record<string, unknown>[]>(
    partes.join(' union all '),
    partes.map(() => arregloPg(docs)),
  );
  return new Map(
    filas.map((f) => [
      `${texto(f.numero_documento)}|${texto(f.tipo)}|${claveComparable(texto(f.titulo))}|${claveComparable(texto(f.institucion))}`,
      {
        id: Number(f.id),
        editadoDespues: false,
        valores: {
          numeroDocumento: f.numero_documento,
          tipo: f.tipo,
          titulo: f.titulo,
          institucion: f.institucion,
          fechaFin: f.fecha_fin,
        },
      },
    ]),
  );
}

export async function clientesExistentes(
  em: EntityManager,
  docs: readonly string[],
): Promise<Map<string, Existente>> {
  const filas = await em.execute<Record<string, unknown>[]>(
    `select c.id, c.tipo_documento, c.numero_documento, c.digito_verificacion, c.nombre, c.ciudad_id,
            (c.version_importada is null or c.version > c.version_importada) as editado,
            coalesce(array_agg(cs.sucursal_id) filter (where cs.sucursal_id is not null), '{}') as sucursales
       from cliente c left join cliente_sucursal cs on cs.cliente_id = c.id
      where c.numero_documento = any(?::text[])
      group by c.id`,
    [arregloPg(docs)],
  );
  return new Map(
    filas.map((f) => [
      texto(f.numero_documento),
      {
        id: Number(f.id),
        editadoDespues: Boolean(f.editado),
        valores: {
          tipoDocumento: Number(f.tipo_documento),
          numeroDocumento: f.numero_documento,
          digitoVerificacion: f.digito_verificacion,
          nombre: f.nombre,
          ciudadId: f.ciudad_id,
          sucursales: (f.sucursales as number[]).map(Number),
        },
      },
    ]),
  );
}

export async function contactosExistentes(
  em: EntityManager,
  docs: readonly string[],
): Promise<Map<string, Existente>> {
  const filas = await em.execute<Record<string, unknown>[]>(
    `select k.id, c.numero_documento, k.nombre, k.correo, k.enviar, k.activo
       from cliente_contacto k join cliente c on c.id = k.cliente_id
      where c.numero_documento = any(?::text[])`,
    [arregloPg(docs)],
  );
  return new Map(
    filas.map((f) => [
      `${texto(f.numero_documento)}|${texto(f.correo)}`,
      {
        id: Number(f.id),
        editadoDespues: false,
        valores: {
          documentoCliente: f.numero_documento,
          nombre: f.nombre,
          correo: f.correo,
          enviar: f.enviar,
          activo: f.activo,
        },
      },
    ]),
  );
}

/** Documents among `docs` that are clients. */
export async function clientesConDocumento(em: EntityManager, docs: readonly string[]): Promise<Set<string>> {
  const filas = await em.execute<{ numero_documento: string }[]>(
    'select numero_documento from cliente where numero_documento = any(?::text[])',
    [arregloPg(docs)],
  );
  return new Set(filas.map((f) => f.numero_documento));
}
