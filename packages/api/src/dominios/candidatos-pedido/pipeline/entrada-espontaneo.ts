import { z } from 'zod';
import { CamposEspontaneo, IdDeTexto, REGLA_ESPONTANEO } from '@talento/rules';
import { archivoOpcional, entradaMultipart } from '../../../nucleo/multipart/formulario';

/** Absent optional text fields arrive as null from FormData.get. */
const textoOpcional = (v: unknown) => (v === null || v === '' ? undefined : v);

/**
 * `candidatosPedido.agregarEspontaneo` input: a multipart form (FormData) with the person's fields and an optional
 * attachment (PDF, DOC, DOCX, JPG, PNG; its first bytes must match the extension).
 */
export const EntradaEspontaneoFormulario = entradaMultipart(
  CamposEspontaneo.extend({
    pedidoId: IdDeTexto,
    medio: z.preprocess(textoOpcional, CamposEspontaneo.shape.medio),
    archivo: archivoOpcional(REGLA_ESPONTANEO),
  }),
);
