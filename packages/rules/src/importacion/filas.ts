/**
 * Import (issue 36): one row of a kind checked with the product's own form rules — the candidate's personal fields
 * (`CamposPersonales`, "Editar candidato"), the client form (`CamposClienteAdmin`, NIT and DV) and the contact form
 * (`FormularioContacto`) — plus the catalogues by label or code. Pure: the database catalogues come as lookups.
 */
import type { z } from 'zod';
import { CamposClienteAdmin } from '../administracion/clientes';
import { FormularioContacto } from '../candidatos/envio';
import { TIPO_DOCUMENTO_CLIENTE } from '../enums/pedidos';
import {
  ESTADO_CIVIL_CANDIDATO,
  GENERO_CANDIDATO,
  HV_LIMITES,
  NIVEL_ACADEMICO,
  TIPO_DOCUMENTO_CANDIDATO,
} from '../enums/hv';
import { CamposPersonales } from '../hv/candidato-edicion';
import { leerDocumentoCliente, leerNit } from '../administracion/nit';
import type { TipoImportacion } from './columnas';
import { MENSAJES_IMPORTACION as M } from './mensajes';
import { claveComparable } from './normalizar';
import { leerDeCatalogo, leerFechaCelda, leerPesos, leerSiNo, type Lectura } from './valores';

/** The database catalogues, by name or code (accents and case ignored): undefined when absent. */
export interface CatalogosImportacion {
  ciudad(texto: string): number | undefined;
  profesion(texto: string): string | undefined;
  cargo(texto: string): string | undefined;
  sucursal(texto: string): number | undefined;
}

export type Celdas = Readonly<Record<string, string>>;
export type ErroresFila = Record<string, string>;
export type ResultadoFila =
  { ok: true; clave: string; datos: Record<string, unknown> } | { ok: false; errores: ErroresFila };

const TIPO_ESTUDIO = {
  superior: 'superior',
  posgrado: 'posgrado',
  postgrado: 'posgrado',
  diplomado: 'diplomado',
  otro: 'otro',
} as const;
export type TipoEstudio = (typeof TIPO_ESTUDIO)[keyof typeof TIPO_ESTUDIO];

class Revision {
  readonly errores: ErroresFila = {};
  constructor(private readonly celdas: Celdas) {}
  texto(c: string): string {
    return this.celdas[c] ?? '';
  }
  leer<T>(c: string, l: Lectura<T>): T | undefined {
    if (l.ok) return l.valor;
    this.errores[c] ??= l.mensaje;
    return undefined;
  }
  requerido(c: string, max: number): string {
    const t = this.texto(c);
    if (t === '') this.errores[c] ??= M.requerido;
    else if (t.length > max) this.errores[c] ??= M.largo(max);
    return t;
  }
  opcional(c: string, max: number): string | null {
    const t = this.texto(c);
    if (t.length > max) this.errores[c] ??= M.largo(max);
    return t === '' ? null : t;
  }
  /** A zod issue of a form schema under the import's column name. */
  deZod(error: z.ZodError, columnas: Readonly<Record<string, string>>): void {
    for (const i of error.issues) {
      const campo = String(i.path[0] ?? '');
      const columna = columnas[campo] ?? campo;
      this.errores[columna] ??= i.message;
    }
  }
  get ok(): boolean {
    return Object.keys(this.errores).length === 0;
  }
}

/** A candidate's document: CC and TI digits only; the rest letters, digits and hyphens. */
export function leerDocumentoCandidato(tipo: number, texto: string): Lectura<string> {
  const t = texto.replace(/[\s.]/g, '').toUpperCase();
  if (t === '') return { ok: false, mensaje: M.requerido };
  if (tipo === 0 || tipo === 2)
    return /^\d{5,12}$/.test(t) ? { ok: true, valor: t } : { ok: false, mensaje: M.documentoCedula };
  return /^[0-9A-Z-]{3,20}$/.test(t) ? { ok: true, valor: t } : { ok: false, mensaje: M.documento };
}

/** A client's document as the key rows are matched by: the NIT's digits without DV, or the CC's digits. */
export function claveDocumentoCliente(texto: string): string {
  const nit = leerNit(texto);
  if (nit.ok) return nit.documento.numero;
  return texto.replace(/[\s.]/g, '').replace(/-\d$/, '');
}

function lista(
  r: Revision,
  c: string,
  buscar: (t: string) => string | undefined,
  max: number,
  mensajeMax: string,
): string[] {
  const piezas = r
    .texto(c)
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);
  if (piezas.length > max) r.errores[c] ??= mensajeMax;
  const valores: string[] = [];
  for (const p of piezas) {
    const v = buscar(p);
    if (v === undefined) r.errores[c] ??= M.fueraDeCatalogo(p);
    else if (!valores.includes(v)) valores.push(v);
  }
  return valores;
}

const COLUMNAS_PERSONALES = {
  nombre1: 'nombre1',
  nombre2: 'nombre2',
  apellido1: 'apellido1',
  apellido2: 'apellido2',
  email: 'email',
  telefonoOCelular: 'telefono_o_celular',
  whatsapp: 'whatsapp',
  fechaNacimiento: 'fecha_nacimiento',
};

function candidato(r: Revision, cat: CatalogosImportacion, hoy: string): ResultadoFila {
  const tipoDocumento = r.leer(
    'tipo_documento',
    leerDeCatalogo(TIPO_DOCUMENTO_CANDIDATO, r.texto('tipo_documento')),
  );
  if (tipoDocumento === null) r.errores.tipo_documento ??= M.requerido;
  const numero = r.leer(
    'numero_documento',
    leerDocumentoCandidato(tipoDocumento ?? 1, r.texto('numero_documento')),
  );
  const fecha = r.leer('fecha_nacimiento', leerFechaCelda(r.texto('fecha_nacimiento'), hoy));
  const personales = CamposPersonales.safeParse({
    nombre1: r.texto('nombre1'),
    nombre2: r.texto('nombre2'),
    apellido1: r.texto('apellido1'),
    apellido2: r.texto('apellido2'),
    email: r.texto('email'),
    telefonoOCelular: r.texto('telefono_o_celular'),
    whatsapp: r.texto('whatsapp'),
    fechaNacimiento: fecha ?? (r.errores.fecha_nacimiento ? '1900-01-01' : ''),
  });
  if (!personales.success) r.deZod(personales.error, COLUMNAS_PERSONALES);
  const genero = r.leer(
    'genero',
    leerDeCatalogo(GENERO_CANDIDATO, r.texto('genero'), { f: 1, m: 2, mujer: 1, hombre: 2 }),
  );
  const estadoCivil = r.leer('estado_civil', leerDeCatalogo(ESTADO_CIVIL_CANDIDATO, r.texto('estado_civil')));
  const nivel = r.leer('nivel_academico', leerDeCatalogo(NIVEL_ACADEMICO, r.texto('nivel_academico')));
  const ciudadTexto = r.texto('ciudad_donde_vive');
  const ciudadId = ciudadTexto === '' ? null : cat.ciudad(ciudadTexto);
  if (ciudadId === undefined) r.errores.ciudad_donde_vive ??= M.fueraDeCatalogo(ciudadTexto);
  const direccion = r.opcional('direccion', 300);
  const profesiones = lista(r, 'profesiones', (t) => cat.profesion(t), 10, M.largo(10));
  const cargos = lista(
    r,
    'cargos_a_aspirar',
    (t) => cat.cargo(t),
    HV_LIMITES.maxCargosAAspirar,
    M.demasiadosCargos,
  );
  const min = r.leer('aspiracion_salarial_minima', leerPesos(r.texto('aspiracion_salarial_minima')));
  const max = r.leer('aspiracion_salarial_maxima', leerPesos(r.texto('aspiracion_salarial_maxima')));
  if (min != null && max != null && min > max) r.errores.aspiracion_salarial_minima ??= M.aspiracionOrden;
  const viajar = r.leer('disponible_para_viajar', leerSiNo(r.texto('disponible_para_viajar'), false));
  if (!r.ok || !personales.success || numero === undefined || tipoDocumento == null)
    return { ok: false, errores: r.errores };
  return {
    ok: true,
    clave: numero,
    datos: {
      tipoDocumento,
      numeroDocumento: numero,
      ...personales.data,
      genero: genero ?? null,
      estadoCivil: estadoCivil ?? null,
      ciudadDondeViveId: ciudadId ?? null,
      direccionCadena: direccion,
      profesiones,
      cargosAAspirar: cargos,
      aspiracionSalarialMinima: min ?? null,
      aspiracionSalarialMaxima: max ?? null,
      nivelAcademico: nivel ?? null,
      disponibleParaViajar: viajar ?? false,
    },
  };
}

function experiencia(r: Revision, hoy: string): ResultadoFila {
  const numero = r.leer('numero_documento', leerDocumentoCandidato(1, r.texto('numero_documento')));
  const empresa = r.requerido('empresa', 200);
  const cargo = r.requerido('cargo', 200);
  const ingreso = r.leer('fecha_ingreso', leerFechaCelda(r.texto('fecha_ingreso'), hoy));
  const retiro = r.leer('fecha_retiro', leerFechaCelda(r.texto('fecha_retiro'), hoy));
  if (ingreso && retiro && retiro < ingreso) r.errores.fecha_retiro ??= M.fechasOrden;
  const salario = r.leer('salario_final', leerPesos(r.texto('salario_final')));
  const funciones = r.opcional('funciones', 4000);
  if (!r.ok || numero === undefined) return { ok: false, errores: r.errores };
  return {
    ok: true,
    clave: `${numero}|${claveComparable(empresa)}|${claveComparable(cargo)}|${ingreso ?? ''}`,
    datos: {
      numeroDocumento: numero,
      empresa,
      cargo,
      fechaIngreso: ingreso ?? null,
      fechaRetiro: retiro ?? null,
      salarioFinal: salario ?? null,
      funciones,
    },
  };
}

function estudio(r: Revision, hoy: string): ResultadoFila {
  const numero = r.leer('numero_documento', leerDocumentoCandidato(1, r.texto('numero_documento')));
  const tipo = TIPO_ESTUDIO[claveComparable(r.texto('tipo')) as keyof typeof TIPO_ESTUDIO];
  if (tipo === undefined) r.errores.tipo = r.texto('tipo') === '' ? M.requerido : M.tipoEstudio;
  const titulo = r.requerido('titulo', 200);
  const institucion = r.requerido('institucion', 200);
  const fin = r.leer('fecha_fin', leerFechaCelda(r.texto('fecha_fin'), hoy));
  if (!r.ok || numero === undefined || tipo === undefined) return { ok: false, errores: r.errores };
  return {
    ok: true,
    clave: `${numero}|${tipo}|${claveComparable(titulo)}|${claveComparable(institucion)}`,
    datos: { numeroDocumento: numero, tipo, titulo, institucion, fechaFin: fin ?? null },
  };
}

function cliente(r: Revision, cat: CatalogosImportacion): ResultadoFila {
  const tipoDocumento = r.leer(
    'tipo_documento',
    leerDeCatalogo(TIPO_DOCUMENTO_CLIENTE, r.texto('tipo_documento'), { cedula: 1 }),
  );
  if (tipoDocumento === null) r.errores.tipo_documento ??= M.requerido;
  const form = CamposClienteAdmin.safeParse({
    tipoDocumento: tipoDocumento ?? 0,
    numeroDocumento: r.texto('numero_documento'),
    nombre: r.texto('nombre'),
  });
  if (!form.success) r.deZod(form.error, { numeroDocumento: 'numero_documento', nombre: 'nombre' });
  const ciudadTexto = r.texto('ciudad');
  const ciudadId = ciudadTexto === '' ? null : cat.ciudad(ciudadTexto);
  if (ciudadId === undefined) r.errores.ciudad ??= M.fueraDeCatalogo(ciudadTexto);
  const sucursalTexto = r.texto('sucursal');
  const sucursalId = sucursalTexto === '' ? null : cat.sucursal(sucursalTexto);
  if (sucursalId === undefined) r.errores.sucursal ??= M.fueraDeCatalogo(sucursalTexto);
  if (!r.ok || !form.success || tipoDocumento == null) return { ok: false, errores: r.errores };
  const doc = leerDocumentoCliente(tipoDocumento, form.data.numeroDocumento);
  if (!doc.ok) return { ok: false, errores: { numero_documento: doc.mensaje } };
  return {
    ok: true,
    clave: doc.documento.numero,
    datos: {
      tipoDocumento,
      numeroDocumento: doc.documento.numero,
      digitoVerificacion: doc.documento.digitoVerificacion,
      nombre: form.data.nombre,
      ciudadId: ciudadId ?? null,
      sucursalId: sucursalId ?? null,
    },
  };
}

function contacto(r: Revision): ResultadoFila {
  const documento = r.requerido('numero_documento_cliente', 30);
  const enviar = r.leer('enviar', leerSiNo(r.texto('enviar'), true));
  const correo = r.texto('correo').toLowerCase();
  const form = FormularioContacto.safeParse({
    nombre: r.texto('nombre') || correo,
    correo,
    enviar: enviar ?? true,
  });
  if (!form.success) r.deZod(form.error, { correo: 'correo', nombre: 'nombre' });
  if (!r.ok || !form.success) return { ok: false, errores: r.errores };
  const clienteDoc = claveDocumentoCliente(documento);
  return {
    ok: true,
    clave: `${clienteDoc}|${form.data.correo}`,
    datos: {
      documentoCliente: clienteDoc,
      nombre: form.data.nombre,
      correo: form.data.correo,
      enviar: form.data.enviar,
    },
  };
}

/** Checks one row of a kind (cells by column key) as the product's forms do; `hoy` is 'YYYY-MM-DD' in Bogotá. */
export function revisarFila(
  tipo: TipoImportacion,
  celdas: Celdas,
  cat: CatalogosImportacion,
  hoy: string,
): ResultadoFila {
  const r = new Revision(celdas);
  switch (tipo) {
    case 'candidatos':
      return candidato(r, cat, hoy);
    case 'experiencias':
      return experiencia(r, hoy);
    case 'estudios':
      return estudio(r, hoy);
    case 'clientes':
      return cliente(r, cat);
    case 'contactos':
      return contacto(r);
  }
}
