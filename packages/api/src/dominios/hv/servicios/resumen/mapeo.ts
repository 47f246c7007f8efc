import {
  edadEnAnios,
  GENERO_CANDIDATO,
  HORARIO_EXPERIENCIA,
  MOTIVO_RETIRO,
  NIVEL_ESTUDIO,
  ORIGEN_EXPERIENCIA,
  PARENTESCO,
  TIPO_CONTRATO,
  TIPO_POSTGRADO,
  TURNO,
  fechaIsoDeColumna,
} from '@talento/rules';
import type { ResumenHvDto } from '../../resumen/dto';
import { numeroONulo } from './cargar';
import type { ExperienciaFila, FilaHojaDeVida } from './consulta-columnas';

const etiqueta = (
  catalogo: { etiqueta(v: number): string },
  valor: number | null | undefined,
): string | null => (valor === null || valor === undefined ? null : catalogo.etiqueta(valor));

export function experienciaDto(e: ExperienciaFila): ResumenHvDto['experiencias'][number] {
  return {
    id: e.id,
    empresa: e.empresa,
    cargo: e.cargo,
    fechaIngreso: fechaIsoDeColumna(e.fechaIngreso),
    fechaRetiro: fechaIsoDeColumna(e.fechaRetiro),
    actual: e.actual,
    salarioFinal: numeroONulo(e.salarioFinal),
    motivoRetiro: etiqueta(MOTIVO_RETIRO, e.motivoRetiro),
    tipoContrato: etiqueta(TIPO_CONTRATO, e.tipoContrato),
    horario: etiqueta(HORARIO_EXPERIENCIA, e.horario),
    turno: etiqueta(TURNO, e.turno),
    funciones: e.funciones ?? null,
    jefeInmediato: e.jefeInmediato ?? null,
    telefonoEmpresa: e.telefonoEmpresa ?? null,
    origen: ORIGEN_EXPERIENCIA.etiqueta(e.origen),
  };
}

/** Education section: level, primary and secondary (fields of the CV) and every study list. */
export function educacionDto(hv: FilaHojaDeVida, nivelAcademico: string | null): ResumenHvDto['educacion'] {
  const curso = (d: FilaHojaDeVida['diplomados'][number]) => ({
    id: d.id,
    institucion: d.institucion,
    nombre: d.nombre,
    fechaFin: fechaIsoDeColumna(d.fechaFin),
    intensidadHoras: d.intensidadHoras ?? null,
  });
  return {
    nivelAcademico,
    primaria: { institucion: hv.primariaInstitucion ?? null, anoFin: hv.primariaAnoFin ?? null },
    bachillerato: {
      institucion: hv.bachilleratoInstitucion ?? null,
      titulo: hv.bachilleratoTitulo ?? null,
      anoFin: hv.bachilleratoAnoFin ?? null,
    },
    superior: hv.superior.map((e) => ({
      id: e.id,
      institucion: e.institucion,
      titulo: e.titulo,
      fechaInicio: fechaIsoDeColumna(e.fechaInicio),
      fechaFin: fechaIsoDeColumna(e.fechaFin),
      graduado: e.graduado,
    })),
    postgrados: hv.postgrados.map((e) => ({
      id: e.id,
      tipo: e.tipo,
      tipoEtiqueta: TIPO_POSTGRADO.etiqueta(e.tipo),
      institucion: e.institucion,
      titulo: e.titulo,
      fechaInicio: fechaIsoDeColumna(e.fechaInicio),
      fechaFin: fechaIsoDeColumna(e.fechaFin),
      graduado: e.graduado,
    })),
    diplomados: hv.diplomados.map(curso),
    otrosEstudios: hv.otrosEstudios.map(curso),
    enCurso: hv.enCurso.map((e) => ({
      id: e.id,
      nivel: NIVEL_ESTUDIO.etiqueta(e.nivel),
      institucion: e.institucion,
      programa: e.programa,
      semestreActual: e.semestreActual ?? null,
      fechaInicio: fechaIsoDeColumna(e.fechaInicio),
      fechaFinEstimada: fechaIsoDeColumna(e.fechaFinEstimada),
      horarioEstudio: e.horarioEstudio ?? null,
    })),
  };
}

/** Family section: spouse, father, mother (fields of the CV), children and dependants. */
export function familiaDto(hv: FilaHojaDeVida, hoy: Date): ResumenHvDto['familia'] {
  return {
    conyuge: {
      nombre: hv.conyugeNombre ?? null,
      ocupacion: hv.conyugeOcupacion ?? null,
      telefono: hv.conyugeTelefono ?? null,
    },
    padre: {
      nombre: hv.padreNombre ?? null,
      ocupacion: hv.padreOcupacion ?? null,
      telefono: hv.padreTelefono ?? null,
    },
    madre: {
      nombre: hv.madreNombre ?? null,
      ocupacion: hv.madreOcupacion ?? null,
      telefono: hv.madreTelefono ?? null,
    },
    hijos: hv.hijos.map((h) => ({
      id: h.id,
      nombre: h.nombre,
      fechaNacimiento: fechaIsoDeColumna(h.fechaNacimiento),
      edad: edadEnAnios(fechaIsoDeColumna(h.fechaNacimiento), hoy),
      genero: etiqueta(GENERO_CANDIDATO, h.genero),
      ocupacion: h.ocupacion ?? null,
      viveConCandidato: h.viveConCandidato,
    })),
    personasACargo: hv.personasACargo.map((p) => ({
      id: p.id,
      parentesco: PARENTESCO.etiqueta(p.parentesco),
      nombre: p.nombre,
      fechaNacimiento: fechaIsoDeColumna(p.fechaNacimiento),
      edad: edadEnAnios(fechaIsoDeColumna(p.fechaNacimiento), hoy),
      ocupacion: p.ocupacion ?? null,
    })),
  };
}
