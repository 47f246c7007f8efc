/**
 * Administración › Catálogos (issue 34 §5): the declarative list of the catalogues an administrator keeps — key,
 * Spanish title, fields of the form with their zod schema, which entries the spec's rules depend on (locked: never
 * renamed nor deactivated). The server (administracion.catalogos.*) and the screen both read it; the server adds
 * each catalogue's table. No entry is ever deleted: it is deactivated, stays on old records and is no longer offered.
 */
import { z } from 'zod';
import {
  CODIGO_ESTADO_CITA,
  ESTADO1_CITA_SIN_LLEGADA,
  ESTADO2_CITA_REAGENDADA,
  ESTADO_CITA_LISTA,
  REFERENCIA_OTRO,
} from '../enums/citas';
import { ESTADO1_CITA_PRUEBAS_INCOMPLETAS } from '../citas/reglas';
import { campo, Id, Version } from '../esquemas';

export const CLAVES_CATALOGO_ADMIN = [
  'ciudades',
  'sucursales',
  'requisitos',
  'motivosRechazo',
  'estadosCita',
  'referenciasCita',
  'tiposMarca',
  'motivosCambioDatos',
  'tiposPedido',
  'tiposNovedad',
  'subTiposNovedad',
  'cargos',
] as const;
export type ClaveCatalogoAdmin = (typeof CLAVES_CATALOGO_ADMIN)[number];

export const MENSAJES_CATALOGOS_ADMIN = {
  catalogoInvalido: 'Elija un catálogo',
  nombreRequerido: 'Escriba el nombre',
  nombreRepetido: 'Ya existe una entrada con ese nombre en este catálogo',
  ciudadRepetida: 'Ya existe una ciudad con ese nombre en ese departamento',
  daneFormato: 'El código DANE tiene 5 dígitos',
  daneRepetido: 'Ya existe una ciudad con ese código DANE',
  departamentoRequerido: 'Escriba el departamento',
  ciudadRequerida: 'Elija la ciudad',
  ciudadInexistente: 'La ciudad elegida no existe o está inactiva',
  validezRequerida: 'Escriba los días de validez (de 1 a 3650)',
  correoInvalido: 'Escriba un correo electrónico válido',
  correoRequerido: 'Escriba el correo al que se avisa',
  listaRequerida: 'Elija la lista del estado',
  codigoFormato: 'Use de 1 a 40 letras mayúsculas sin tilde, números o _',
  codigoRepetido: 'Ya existe un tipo de pedido con ese código',
  codigoNoCambia: 'El código de un tipo de pedido no cambia: los pedidos guardan el código',
  ordenRango: 'El orden es un número de 0 a 9999',
  tipoNovedadRequerido: 'Elija la categoría de la novedad',
  tipoNovedadInexistente: 'La categoría elegida no existe o está inactiva',
  subTipoRepetido: 'Ya existe esa subcategoría en la categoría elegida',
  cargoRepetido: 'Ya existe un cargo con ese nombre',
  codigoCargoFormato: 'Use de 1 a 40 letras, números, guiones o _ (o déjelo vacío para generarlo)',
  codigoCargoRepetido: 'Ya existe un cargo con ese código',
  bloqueadoRenombrar: (motivo: string) => `Esta entrada no se puede renombrar: ${motivo}`,
  bloqueadoDesactivar: (motivo: string) => `Esta entrada no se puede desactivar: ${motivo}`,
  bloqueadoLista: (motivo: string) => `Esta entrada no cambia de lista: ${motivo}`,
  noExiste: 'La entrada no existe en este catálogo',
  guardada: 'Entrada guardada',
  activada: 'Entrada activada: se ofrece de nuevo en los formularios',
  desactivada: 'Entrada desactivada: sigue en los registros anteriores y ya no se ofrece',
  sinEntradas: 'Este catálogo no tiene entradas.',
} as const;
const M = MENSAJES_CATALOGOS_ADMIN;

/** '' or blanks → null (optional text fields of the form). */
const vacioANulo = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nombre = (max: number) => campo.texto({ min: 1, max, mensaje: M.nombreRequerido });
const casilla = z.boolean().default(false);

/** Fields of each catalogue's form (entity property names; references as `…Id`). */
const FORMAS = {
  ciudades: {
    codigoDane: campo.formato(/^\d{5}$/, M.daneFormato, 10),
    nombre: nombre(120),
    departamento: campo.texto({ min: 1, max: 120, mensaje: M.departamentoRequerido }),
    esCapital: casilla,
  },
  sucursales: {
    nombre: nombre(120),
    ciudadId: campo.id(M.ciudadRequerida),
    direccion: z.preprocess(vacioANulo, campo.texto({ max: 200 }).nullable()).default(null),
  },
  requisitos: {
    nombre: nombre(200),
    validezDias: campo.entero({
      min: 1,
      max: 3650,
      mensaje: M.validezRequerida,
      mensajeRango: M.validezRequerida,
    }),
    esDeProductoTerminado: casilla,
    visible: casilla,
    enviarCorreo: casilla,
    correo: z
      .preprocess(
        vacioANulo,
        campo.texto({ max: 254, mensaje: M.correoInvalido }).pipe(z.email(M.correoInvalido)).nullable(),
      )
      .default(null),
  },
  motivosRechazo: { nombre: nombre(200) },
  estadosCita: { nombre: nombre(120), flag: campo.codigo(ESTADO_CITA_LISTA, M.listaRequerida) },
  referenciasCita: { nombre: nombre(120) },
  tiposMarca: { nombre: nombre(120) },
  motivosCambioDatos: { nombre: nombre(150) },
  tiposPedido: {
    codigo: campo.formato(/^[A-Z0-9_]{1,40}$/, M.codigoFormato, 40),
    nombre: nombre(200),
    orden: campo.entero({ min: 0, max: 9999, mensaje: M.ordenRango, mensajeRango: M.ordenRango }).default(0),
  },
  tiposNovedad: { nombre: nombre(120) },
  subTiposNovedad: { tipoNovedadId: campo.id(M.tipoNovedadRequerido), nombre: nombre(120) },
  // Empty code: the server generates the next CAR-NNN (the demo's pattern); typed: the ERP's code.
  cargos: {
    codigo: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.trim() || null : v),
        campo.formato(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, M.codigoCargoFormato, 40).nullable(),
      )
      .default(null),
    nombre: nombre(200),
  },
} as const satisfies Record<ClaveCatalogoAdmin, z.ZodRawShape>;

/** Cross-field rules of a form (the same on the screen and on the server). */
function refinar(clave: ClaveCatalogoAdmin) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (clave === 'requisitos' && v.enviarCorreo === true && !v.correo)
      ctx.addIssue({ code: 'custom', path: ['correo'], message: M.correoRequerido });
  };
}

/** The form of one catalogue (create or edit), without id and version. */
export const CAMPOS_CATALOGO_ADMIN = {
  ciudades: z.object(FORMAS.ciudades),
  sucursales: z.object(FORMAS.sucursales),
  requisitos: z.object(FORMAS.requisitos).superRefine(refinar('requisitos')),
  motivosRechazo: z.object(FORMAS.motivosRechazo),
  estadosCita: z.object(FORMAS.estadosCita),
  referenciasCita: z.object(FORMAS.referenciasCita),
  tiposMarca: z.object(FORMAS.tiposMarca),
  motivosCambioDatos: z.object(FORMAS.motivosCambioDatos),
  tiposPedido: z.object(FORMAS.tiposPedido),
  tiposNovedad: z.object(FORMAS.tiposNovedad),
  subTiposNovedad: z.object(FORMAS.subTiposNovedad),
  cargos: z.object(FORMAS.cargos),
} as const satisfies Record<ClaveCatalogoAdmin, z.ZodObject>;

function entrada<K extends ClaveCatalogoAdmin>(clave: K) {
  return z
    .object({
      catalogo: z.literal(clave),
      /** Absent: a new entry. */
      id: Id.optional(),
      /** Required with `id`: the version the administrator edited. */
      version: Version.optional(),
      ...FORMAS[clave],
    })
    .superRefine(refinar(clave));
}

/** `administracion.catalogos.guardar`: create (no id) or edit (id + version) an entry of one catalogue. */
export const EntradaGuardarCatalogoAdmin = z.discriminatedUnion('catalogo', [
  entrada('ciudades'),
  entrada('sucursales'),
  entrada('requisitos'),
  entrada('motivosRechazo'),
  entrada('estadosCita'),
  entrada('referenciasCita'),
  entrada('tiposMarca'),
  entrada('motivosCambioDatos'),
  entrada('tiposPedido'),
  entrada('tiposNovedad'),
  entrada('subTiposNovedad'),
  entrada('cargos'),
]);
export type EntradaGuardarCatalogoAdmin = z.output<typeof EntradaGuardarCatalogoAdmin>;

const ClaveCatalogo = z.enum(CLAVES_CATALOGO_ADMIN, { message: M.catalogoInvalido });

/** `listar`: the catalogue; `texto` narrows it as "Buscar en la lista" does (filtrarEntradasCatalogo). */
export const EntradaListarCatalogoAdmin = z.object({
  catalogo: ClaveCatalogo,
  texto: campo.texto({ max: 100 }).optional(),
});
/** `activar` / `desactivar`: the entry and the version the administrator saw. */
export const EntradaActivoCatalogoAdmin = z.object({ catalogo: ClaveCatalogo, id: Id, version: Version });

/** How the screen draws a field of the form. */
export type TipoCampoCatalogoAdmin =
  'texto' | 'entero' | 'casilla' | 'ciudad' | 'tipoNovedad' | 'listaEstadoCita';

export interface CampoCatalogoAdmin {
  /** The form field (and the key of the row's `valores`). */
  nombre: string;
  etiqueta: string;
  tipo: TipoCampoCatalogoAdmin;
  requerido?: boolean;
  max?: number;
  /** Shown in the table (a reference shows its `…Nombre` value). */
  enTabla?: boolean;
  /** Fixed once created (the order type's code: orders store it). */
  fijo?: boolean;
  /** A hint under the field (what an empty value means). */
  ayuda?: string;
}

/** A value the screen shows (table and edit form) but the form never sends: another process owns it. */
export interface DatoSoloLecturaCatalogoAdmin {
  /** The key of the row's `valores`. */
  nombre: string;
  etiqueta: string;
  /** Why it cannot be edited here (shown next to the value in the form). */
  ayuda: string;
}

export interface DefinicionCatalogoAdmin {
  titulo: string;
  /** "Nueva ciudad", "Editar ciudad": the entry's noun with its article gender. */
  singular: string;
  femenino: boolean;
  campos: readonly CampoCatalogoAdmin[];
  /** Shown read-only after the form's fields (the position's "existe en el ERP"). */
  soloLectura?: readonly DatoSoloLecturaCatalogoAdmin[];
}

const campoNombre = (max: number): CampoCatalogoAdmin => ({
  nombre: 'nombre',
  etiqueta: 'Nombre',
  tipo: 'texto',
  requerido: true,
  max,
  enTabla: true,
});

/** The catalogues in the order of the selector. */
export const CATALOGOS_ADMIN: Readonly<Record<ClaveCatalogoAdmin, DefinicionCatalogoAdmin>> = {
  ciudades: {
    titulo: 'Ciudades',
    singular: 'ciudad',
    femenino: true,
    campos: [
      {
        nombre: 'codigoDane',
        etiqueta: 'Código DANE',
        tipo: 'texto',
        requerido: true,
        max: 5,
        enTabla: true,
      },
      campoNombre(120),
      {
        nombre: 'departamento',
        etiqueta: 'Departamento',
        tipo: 'texto',
        requerido: true,
        max: 120,
        enTabla: true,
      },
      { nombre: 'esCapital', etiqueta: 'Capital de departamento', tipo: 'casilla', enTabla: true },
    ],
  },
  sucursales: {
    titulo: 'Sucursales',
    singular: 'sucursal',
    femenino: true,
    campos: [
      campoNombre(120),
      { nombre: 'ciudadId', etiqueta: 'Ciudad', tipo: 'ciudad', requerido: true, enTabla: true },
      { nombre: 'direccion', etiqueta: 'Dirección', tipo: 'texto', max: 200, enTabla: true },
    ],
  },
  requisitos: {
    titulo: 'Tipos de requerimiento',
    singular: 'tipo de requerimiento',
    femenino: false,
    campos: [
      campoNombre(200),
      { nombre: 'validezDias', etiqueta: 'Validez (días)', tipo: 'entero', requerido: true, enTabla: true },
      {
        nombre: 'esDeProductoTerminado',
        etiqueta: 'Cuenta para producto terminado',
        tipo: 'casilla',
        enTabla: true,
      },
      { nombre: 'visible', etiqueta: 'Visible para el cliente', tipo: 'casilla', enTabla: true },
      { nombre: 'enviarCorreo', etiqueta: 'Avisar por correo', tipo: 'casilla' },
      { nombre: 'correo', etiqueta: 'Correo al que se avisa', tipo: 'texto', max: 254 },
    ],
  },
  motivosRechazo: {
    titulo: 'Motivos de rechazo',
    singular: 'motivo de rechazo',
    femenino: false,
    campos: [campoNombre(200)],
  },
  estadosCita: {
    titulo: 'Estados de cita',
    singular: 'estado de cita',
    femenino: false,
    campos: [
      campoNombre(120),
      { nombre: 'flag', etiqueta: 'Lista', tipo: 'listaEstadoCita', requerido: true, enTabla: true },
    ],
  },
  referenciasCita: {
    titulo: 'Referencias de cita',
    singular: 'referencia',
    femenino: true,
    campos: [campoNombre(120)],
  },
  tiposMarca: {
    titulo: 'Tipos de marca',
    singular: 'tipo de marca',
    femenino: false,
    campos: [campoNombre(120)],
  },
  motivosCambioDatos: {
    titulo: 'Motivos de cambio de datos',
    singular: 'motivo de cambio de datos',
    femenino: false,
    campos: [campoNombre(150)],
  },
  tiposPedido: {
    titulo: 'Tipos de pedido',
    singular: 'tipo de pedido',
    femenino: false,
    campos: [
      {
        nombre: 'codigo',
        etiqueta: 'Código',
        tipo: 'texto',
        requerido: true,
        max: 40,
        enTabla: true,
        fijo: true,
      },
      campoNombre(200),
      { nombre: 'orden', etiqueta: 'Orden', tipo: 'entero', enTabla: true },
    ],
  },
  tiposNovedad: {
    titulo: 'Categorías de novedad',
    singular: 'categoría de novedad',
    femenino: true,
    campos: [campoNombre(120)],
  },
  subTiposNovedad: {
    titulo: 'Subcategorías de novedad',
    singular: 'subcategoría de novedad',
    femenino: true,
    campos: [
      { nombre: 'tipoNovedadId', etiqueta: 'Categoría', tipo: 'tipoNovedad', requerido: true, enTabla: true },
      campoNombre(120),
    ],
  },
  cargos: {
    titulo: 'Cargos',
    singular: 'cargo',
    femenino: false,
    campos: [
      {
        nombre: 'codigo',
        etiqueta: 'Código',
        tipo: 'texto',
        max: 40,
        enTabla: true,
        ayuda: 'El del ERP. Si lo deja vacío, se genera el siguiente (CAR-001, CAR-002…)',
      },
      campoNombre(200),
    ],
    soloLectura: [
      {
        nombre: 'existeEnErp',
        etiqueta: 'Existe en el ERP',
        ayuda: 'Lo actualiza la consulta de maestros del ERP, que reconoce el cargo por su código',
      },
    ],
  },
};

/**
 * Why an appointment status is locked, or null: the special statuses of spec 03 §4 (a `codigo`: Llegó, Se presentó
 * y no trajo documentos, Reagendado, No continúa) and the fixed ids the rules write or read (ESTADO1_CITA_SIN_LLEGADA,
 * ESTADO2_CITA_REAGENDADA, ESTADO1_CITA_PRUEBAS_INCOMPLETAS: the detail offers Reagendar).
 */
export function bloqueoEstadoCita(e: { id: number; codigo: string | null }): string | null {
  if (e.codigo !== null)
    return `las reglas de citas usan el estado «${CODIGO_ESTADO_CITA.etiqueta(e.codigo, e.codigo)}»`;
  if (e.id === ESTADO1_CITA_SIN_LLEGADA) return 'las reglas de citas lo asignan al borrar la llegada';
  if (e.id === ESTADO2_CITA_REAGENDADA) return 'las reglas de citas lo asignan al reagendar';
  if (e.id === ESTADO1_CITA_PRUEBAS_INCOMPLETAS) return 'con este estado la cita ofrece Reagendar';
  return null;
}

/** Why a referral is locked: "other" (REFERENCIA_OTRO) asks for the free text otros_referencia. */
export function bloqueoReferenciaCita(r: { id: number }): string | null {
  return r.id === REFERENCIA_OTRO ? 'la referencia «Otro» pide el texto de otra referencia' : null;
}

/** Why a requirement type is locked: the digital tests (the test platform) and the CV check (spec 03 §3). */
export function bloqueoRequisito(r: { esPruebas: boolean; esHv: boolean }): string | null {
  if (r.esPruebas) return 'es el requerimiento de pruebas digitales';
  if (r.esHv) return 'es el requerimiento de verificación de la hoja de vida';
  return null;
}
