import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad } from '../core/ciudad';
import { HojaDeVida } from './hoja-de-vida';

/**
 * A candidate: the person behind a CV (spec 03 §3 "Candidate"). Derived age and composed address are
 * computed for display (from fechaNacimiento and the direccion* fields) and not stored. The link to the
 * candidate's own login (candidate portal) is out of scope here and omitted.
 */
export const CandidatoSchema = defineEntity({
  name: 'Candidato',
  tableName: 'candidato',
  indexes: [
    {
      name: 'candidato_nombre_completo_trgm',
      expression:
        "create index \"candidato_nombre_completo_trgm\" on \"candidato\" using gin (immutable_unaccent(lower(coalesce(\"nombre1\", '') || ' ' || coalesce(\"nombre2\", '') || ' ' || coalesce(\"apellido1\", '') || ' ' || coalesce(\"apellido2\", ''))) gin_trgm_ops)",
    },
    { properties: ['disponibilidad', 'disponibilidadStock'] },
  ],
  properties: {
    id: p.integer().primary(),
    nombre1: p.string().length(60),
    nombre2: p.string().length(60).nullable(),
    apellido1: p.string().length(60),
    apellido2: p.string().length(60).nullable(),
    email: p.string().length(254).index(),
    telefonoOCelular: p.string().length(70).fieldName('telefono_o_celular'),
    whatsapp: p.string().length(70).nullable(),
    fechaNacimiento: p.date().nullable().index(),
    /** TIPO_DOCUMENTO_CANDIDATO (0 CC, 1 CE, 2 TI, 3 PA, 4 PPT/PEP); the spec names only the number. */
    tipoDocumento: p.smallint().default(0),
    numeroDocumento: p.string().length(20).unique(),
    lugarExpedicion: () => p.manyToOne(Ciudad).nullable(),
    fechaExpedicion: p.date().nullable(),
    tieneLicenciaConduccion: p.boolean().default(false),
    /** CATEGORIA_LICENCIA (0–7 = A1, A2, B1, B2, B3, C1, C2, C3). */
    categoriaLicencia: p.smallint().nullable(),
    numeroLicencia: p.string().length(30).nullable(),
    tieneLibretaMilitar: p.boolean().default(false),
    /** CLASE_LIBRETA (0 Primera, 1 Segunda). */
    claseLibreta: p.smallint().nullable(),
    numeroLibreta: p.string().length(30).nullable(),
    nacionalidad: p.string().length(80).default('Colombiana'),
    /** GENERO_CANDIDATO (1 Femenino, 2 Masculino); null when not given. */
    genero: p.smallint().nullable().index(),
    /** ESTADO_CIVIL_CANDIDATO (0–6). */
    estadoCivil: p.smallint().nullable().index(),
    /** TIPO_DIRECCION (1 Rural, 2 Urbana, 3 Otra). */
    tipoDireccion: p.smallint().nullable(),
    direccionCadena: p.string().length(300).nullable(),
    direccionZona: p.string().length(120).nullable(),
    direccionBarrio: p.string().length(120).nullable(),
    direccionAdicional: p.string().length(200).nullable(),
    direccionRural: p.string().length(300).nullable(),
    direccionOtra: p.string().length(300).nullable(),
    ciudadDondeVive: () => p.manyToOne(Ciudad).nullable().index(),
    /** ESTADO_PRODUCTO (0 En proceso, 1 Producto terminado); only moves forward. */
    estadoProducto: p.smallint().default(0).index(),
    /** DISPONIBILIDAD (0 Libre, 1 En proceso de pedido, 2 Contratado, 3 No disponible). */
    /** Indexed by (disponibilidad, disponibilidad_stock). */
    disponibilidad: p.smallint().default(0),
    /** DISPONIBILIDAD_STOCK (0 free, 1 current order, 2 client stock, 3 category stock, 4 stock order). */
    disponibilidadStock: p.smallint().default(0),
    /** ESTADO_INFORMA (0 No contratado, 1 Contratado) as reported by the payroll system. */
    estadoInforma: p.smallint().default(0),
    /** Face photo (image bytes) with its MIME type; loaded only on demand. */
    fotoRostro: p.blob().nullable().lazy(),
    fotoRostroTipoMime: p.string().length(120).nullable(),
    /**
     * argon2id hash of the candidate's own password (the candidate portal login), set by staff from
     * "Editar candidato"; never returned. Null when the candidate has no password yet.
     */
    claveHash: p.string().length(255).nullable().hidden().lazy(),
    hojaDeVida: () => p.oneToOne(HojaDeVida).mappedBy('candidato').nullable(),
    /** The import batch that last wrote the record (issue 36; table lote_importacion) and when; null if never imported. */
    loteImportacionId: p.integer().nullable(),
    importadoEn: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class Candidato extends CandidatoSchema.class {}
CandidatoSchema.setClass(Candidato);
