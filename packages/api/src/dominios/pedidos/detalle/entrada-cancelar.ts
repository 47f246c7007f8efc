import { EntradaCancelacion, REGLA_EVIDENCIA } from '@talento/rules';
import { archivoOpcional, entradaMultipart } from '../../../nucleo/multipart/formulario';

/**
 * `pedidos.cancelar` input: a multipart form (FormData) with id, version, causa, razon and an optional evidence file
 * `archivo` (PDF, JPG or PNG, checked by name and declared type, then by its first bytes).
 */
export const EntradaCancelarFormulario = entradaMultipart(
  EntradaCancelacion.extend({ archivo: archivoOpcional(REGLA_EVIDENCIA) }),
);
