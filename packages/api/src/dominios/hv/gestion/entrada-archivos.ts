import { z } from 'zod';
import { CamposRequisitoPersona, IdDeTexto, MENSAJES_REQUISITOS, REGLA_EVIDENCIA } from '@talento/rules';
import { archivoSubido, entradaMultipart } from '../../../nucleo/multipart/formulario';

/** At most this many evidence files per upload. */
export const MAX_ARCHIVOS = 5;

/** Evidence files (field `archivo`, repeated): PDF, JPG or PNG, 10 MB each. */
const Archivos = z
  .array(archivoSubido(REGLA_EVIDENCIA))
  .max(MAX_ARCHIVOS, `Puede subir máximo ${MAX_ARCHIVOS} archivos a la vez`);

/** `hojasDeVida.agregarRequisito`: the requirement fields and its evidence files in one multipart form. */
export const EntradaAgregarRequisito = entradaMultipart(
  CamposRequisitoPersona.extend({ archivos: Archivos }),
  { archivos: 'archivo' },
);

/** `hojasDeVida.agregarEvidencia`: more files for an existing requirement of the CV. */
export const EntradaAgregarEvidencia = entradaMultipart(
  z.object({
    candidatoId: IdDeTexto,
    requisitoPersonaId: IdDeTexto,
    archivos: Archivos.min(1, MENSAJES_REQUISITOS.archivoRequerido),
  }),
  { archivos: 'archivo' },
);
