/**
 * The dry run's decision for a batch of checked rows of one kind: new, update, unchanged, kept (edited in the product
 * after its import, without "Sobrescribir cambios más recientes"), or rejected (an experience of an unknown
 * candidate…). An empty optional cell never erases what the record has, so only filled values count as changes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccionFila, MENSAJES_IMPORTACION as M, type TipoImportacion } from '@talento/rules';
import {
  candidatosConHv,
  candidatosExistentes,
  clientesConDocumento,
  clientesExistentes,
  contactosDeCandidatos,
  contactosExistentes,
  estudiosExistentes,
  experienciasExistentes,
  type Existente,
} from './existentes';

export interface FilaRevisada {
  orden: number;
  clave: string;
  datos: Record<string, unknown>;
}

export interface Decision {
  accion: number;
  registroId: number | null;
  errores: Record<string, string> | null;
  marcada: boolean;
}

export interface ContextoArchivo {
  sobrescribir: boolean;
  /**
   * Which of `claves` the file itself brings in earlier rows of `tipo` (checked rows already staged), for the rows that
   * hang from them: asked by the staging transaction only for documents the database does not have.
   */
  enArchivo(tipo: 'candidatos' | 'clientes', claves: readonly string[]): Promise<Set<string>>;
}

async function enArchivoSiFaltan(
  ctx: ContextoArchivo,
  tipo: 'candidatos' | 'clientes',
  docs: readonly string[],
  enBase: Set<string> | Map<string, unknown>,
): Promise<Set<string>> {
  const faltan = docs.filter((d) => !enBase.has(d));
  return faltan.length ? ctx.enArchivo(tipo, faltan) : new Set();
}

const vacio = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The filled values of `datos` that differ from the record's. */
export function cambiosDe(datos: Record<string, unknown>, valores: Record<string, unknown>): string[] {
  return Object.keys(datos).filter((k) => {
    if (k === 'sucursalId') {
      const s = datos[k];
      return !vacio(s) && !((valores.sucursales as number[] | undefined) ?? []).includes(Number(s));
    }
    if (k === 'ciudadId' || k === 'ciudadDondeViveId')
      return !vacio(datos[k]) && Number(datos[k]) !== Number(valores[k]);
    return !vacio(datos[k]) && JSON.stringify(datos[k]) !== JSON.stringify(valores[k] ?? null);
  });
}

function segun(f: FilaRevisada, e: Existente | undefined, sobrescribir: boolean): Decision {
  if (!e) return { accion: AccionFila.NUEVO, registroId: null, errores: null, marcada: false };
  if (cambiosDe(f.datos, e.valores).length === 0)
    return { accion: AccionFila.SIN_CAMBIOS, registroId: e.id, errores: null, marcada: false };
  if (e.editadoDespues && !sobrescribir)
    return { accion: AccionFila.CONSERVADO, registroId: e.id, errores: null, marcada: false };
  return { accion: AccionFila.ACTUALIZAR, registroId: e.id, errores: null, marcada: false };
}

const rechazo = (columna: string, mensaje: string): Decision => ({
  accion: AccionFila.RECHAZADA,
  registroId: null,
  errores: { [columna]: mensaje },
  marcada: false,
});

const documentos = (filas: readonly FilaRevisada[], campo: string) => [
  ...new Set(filas.map((f) => String(f.datos[campo]))),
];

export async function clasificar(
  em: EntityManager,
  tipo: TipoImportacion,
  filas: readonly FilaRevisada[],
  ctx: ContextoArchivo,
): Promise<Decision[]> {
  switch (tipo) {
    case 'candidatos': {
      const existentes = await candidatosExistentes(em, documentos(filas, 'numeroDocumento'));
      const contactos = await contactosDeCandidatos(
        em,
        filas.map((f) => String(f.datos.email)),
        filas.map((f) => String(f.datos.telefonoOCelular)),
      );
      return filas.map((f) => {
        const e = existentes.get(f.clave);
        if (e && e.tipoDocumento !== f.datos.tipoDocumento)
          return rechazo('tipo_documento', M.documentoOtroTipo);
        const d = segun(f, e, ctx.sobrescribir);
        const deOtro = (m: Map<string, string>, v: unknown) => {
          const doc = m.get(String(v));
          return doc !== undefined && doc !== f.clave;
        };
        d.marcada =
          deOtro(contactos.correos, f.datos.email) || deOtro(contactos.telefonos, f.datos.telefonoOCelular);
        if (d.marcada) d.errores = { email: M.correoDeOtro };
        return d;
      });
    }
    case 'experiencias':
    case 'estudios': {
      const docs = documentos(filas, 'numeroDocumento');
      const conHv = await candidatosConHv(em, docs);
      const existentes = await (tipo === 'experiencias'
        ? experienciasExistentes(em, docs)
        : estudiosExistentes(em, docs));
      const enArchivo = await enArchivoSiFaltan(ctx, 'candidatos', docs, conHv);
      return filas.map((f) => {
        const doc = String(f.datos.numeroDocumento);
        if (!conHv.has(doc) && !enArchivo.has(doc)) return rechazo('numero_documento', M.candidatoNoExiste);
        return segun(f, existentes.get(f.clave), true);
      });
    }
    case 'clientes': {
      const existentes = await clientesExistentes(em, documentos(filas, 'numeroDocumento'));
      return filas.map((f) => segun(f, existentes.get(f.clave), ctx.sobrescribir));
    }
    case 'contactos': {
      const docs = documentos(filas, 'documentoCliente');
      const clientes = await clientesConDocumento(em, docs);
      const existentes = await contactosExistentes(em, docs);
      const enArchivo = await enArchivoSiFaltan(ctx, 'clientes', docs, clientes);
      return filas.map((f) => {
        const doc = String(f.datos.documentoCliente);
        if (!clientes.has(doc) && !enArchivo.has(doc))
          return rechazo('numero_documento_cliente', M.clienteNoExiste);
        return segun(f, existentes.get(f.clave), true);
      });
    }
  }
}
