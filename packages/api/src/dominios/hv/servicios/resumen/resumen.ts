import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CATEGORIA_LICENCIA,
  IDIOMA,
  NIVEL_IDIOMA,
  RELACION_REFERENCIA,
  CLASE_LIBRETA,
  DISPONIBILIDAD,
  edadEnAnios,
  ESTADO_CIVIL_CANDIDATO,
  ESTADO_INFORMA,
  ESTADO_PRODUCTO,
  GENERO_CANDIDATO,
  direccionCompuesta,
  NIVEL_ACADEMICO,
  ordenarExperiencias,
  TIPO_DOCUMENTO_CANDIDATO,
  TIPO_VEHICULO,
  TIPO_VIVIENDA,
  ultimaExperiencia,
  apellidosDe,
  nombreCompleto,
  nombresDe,
} from '@talento/rules';
import type { ResumenHvDto } from '../../resumen/dto';
import { leerHojaDeVida } from './cargar';
import { porcentajesDe } from './completitud';
import type { LecturaAuditada } from './consulta';
import { educacionDto, experienciaDto, familiaDto } from './mapeo';

const etiquetaONulo = (
  catalogo: { etiqueta(v: number): string },
  valor: number | null | undefined,
): string | null => (valor === null || valor === undefined ? null : catalogo.etiqueta(valor));

/**
 * The whole CV summary of a candidate (spec 03 §2): one statement reads it and writes the audit row of
 * the read. The percentages are computed from the data read; nothing of the CV is written (the stored
 * copy is kept by the writers, see completitud.ts), so a read never changes the CV or its version.
 */
export async function obtenerResumen(
  em: EntityManager,
  candidatoId: number,
  pedidoId: number | null,
  hoy: Date,
  lectura: LecturaAuditada,
): Promise<ResumenHvDto> {
  const hv = await leerHojaDeVida(em, candidatoId, lectura);
  const porcentajes = porcentajesDe(hv);
  const experiencias = ordenarExperiencias(hv.experiencias.map(experienciaDto));
  return {
    candidatoId: hv.candidatoId,
    hojaDeVidaId: hv.hojaDeVidaId,
    pedidoId,
    nombreCompleto: nombreCompleto(hv),
    tieneFoto: hv.tieneFoto,
    personal: {
      nombres: nombresDe(hv),
      apellidos: apellidosDe(hv),
      tipoDocumento: TIPO_DOCUMENTO_CANDIDATO.etiqueta(hv.tipoDocumento),
      numeroDocumento: hv.numeroDocumento,
      lugarExpedicion: hv.lugarExpedicion,
      fechaExpedicion: hv.fechaExpedicion,
      fechaNacimiento: hv.fechaNacimiento,
      edad: edadEnAnios(hv.fechaNacimiento, hoy),
      nacionalidad: hv.nacionalidad || null,
      genero: etiquetaONulo(GENERO_CANDIDATO, hv.genero),
      estadoCivil: etiquetaONulo(ESTADO_CIVIL_CANDIDATO, hv.estadoCivil),
      email: hv.email,
      telefono: hv.telefonoOCelular,
      whatsapp: hv.whatsapp ?? null,
      direccion: direccionCompuesta(hv),
      ciudad: hv.ciudadDondeVive,
      disponibilidad: DISPONIBILIDAD.etiqueta(hv.disponibilidad),
      estadoProducto: ESTADO_PRODUCTO.etiqueta(hv.estadoProducto),
      estadoInforma: ESTADO_INFORMA.etiqueta(hv.estadoInforma),
      licencia: {
        tiene: hv.tieneLicenciaConduccion,
        categoria: etiquetaONulo(CATEGORIA_LICENCIA, hv.categoriaLicencia),
        numero: hv.numeroLicencia ?? null,
      },
      libretaMilitar: {
        tiene: hv.tieneLibretaMilitar,
        clase: etiquetaONulo(CLASE_LIBRETA, hv.claseLibreta),
        numero: hv.numeroLibreta ?? null,
      },
    },
    general: {
      tieneVehiculo: hv.tieneVehiculo,
      tipoVehiculo: etiquetaONulo(TIPO_VEHICULO, hv.tipoVehiculo),
      tipoVivienda: etiquetaONulo(TIPO_VIVIENDA, hv.tipoVivienda),
      arrendador: hv.arrendador ?? null,
      conviveCon: hv.conviveCon ?? null,
      fuma: hv.fuma,
      bebe: hv.bebe,
      haceEjercicio: hv.haceEjercicio,
      pasatiempos: hv.pasatiempos ?? null,
      disponibleParaViajar: hv.disponibleParaViajar,
      cargosAAspirar: [...hv.cargosAAspirar],
      profesiones: [...hv.profesiones],
      aspiracionSalarialMinima: hv.aspiracionSalarialMinima,
      aspiracionSalarialMaxima: hv.aspiracionSalarialMaxima,
      tarjetaProfesional: { tiene: hv.tieneTarjetaProfesional, numero: hv.tarjetaProfesional ?? null },
      conceptoFinalPsicologo: hv.conceptoFinalPsicologo ?? null,
      fechaCreacion: hv.fechaCreacion,
      fechaModificacion: hv.fechaModificacion,
      importado:
        hv.loteImportacionId !== null && hv.importadoEn !== null
          ? { lote: hv.loteImportacionId, fecha: hv.importadoEn }
          : null,
    },
    porcentajes,
    experiencias,
    ultimaExperienciaId: ultimaExperiencia(experiencias)?.id ?? null,
    educacion: educacionDto(hv, etiquetaONulo(NIVEL_ACADEMICO, hv.nivelAcademico)),
    idiomas: hv.idiomas.map((i) => ({
      id: i.id,
      idioma: IDIOMA.etiqueta(i.idioma),
      nivel: NIVEL_IDIOMA.etiqueta(i.nivel),
    })),
    habilidades: hv.habilidades.map((h) => ({
      id: h.id,
      nombre: h.nombre,
      descripcion: h.descripcion ?? null,
    })),
    familia: familiaDto(hv, hoy),
    referencias: hv.referencias.map((r) => ({
      id: r.id,
      relacion: RELACION_REFERENCIA.etiqueta(r.relacion),
      nombre: r.nombre,
      telefono: r.telefono,
      ocupacion: r.ocupacion ?? null,
    })),
    archivos: hv.archivos.map((a) => ({
      id: a.id,
      tipoDocumento: a.tipoDocumento,
      nombre: a.nombre,
      tipoMime: a.tipoMime,
      tamano: a.tamano,
      creadoEn: new Date(a.creadoEn),
    })),
  };
}
