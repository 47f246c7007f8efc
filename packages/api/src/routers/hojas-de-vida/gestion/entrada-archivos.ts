import { z } from 'zod';
import { campo, CamposRequisitoPersona, MENSAJES_DETALLE, MENSAJES_REQUISITOS, validarArchivoEvidencia } from '@talento/rules';

/** At most this many evidence files per upload. */
export const MAX_ARCHIVOS = 5;

/** An empty file input sends nothing, '' or a nameless empty file: all mean "no file". */
const esVacio = (v: unknown) => v === null || v === '' || (v instanceof File && v.size === 0 && v.name === '');

/**
 * Evidence files (field `archivo`, repeated): size, name and declared type checked before reading; then the
 * first bytes must match the declared type (PDF, JPG or PNG, 10 MB each).
 */
const Archivo = z
  .instanceof(File, { message: MENSAJES_DETALLE.archivoTipo })
  .superRefine((f, ctx) => {
    const mensaje = validarArchivoEvidencia({ nombre: f.name, tipoMime: f.type, tamano: f.size });
    if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
  })
  .transform(async (f) => ({ nombre: f.name.trim(), tipoMime: f.type, bytes: Buffer.from(await f.arrayBuffer()) }))
  .superRefine((a, ctx) => {
    const mensaje = validarArchivoEvidencia({ nombre: a.nombre, tipoMime: a.tipoMime, tamano: a.bytes.length, bytes: a.bytes });
    if (mensaje) ctx.addIssue({ code: 'custom', message: mensaje });
  });
const Archivos = z.array(Archivo).max(MAX_ARCHIVOS, `Puedes subir máximo ${MAX_ARCHIVOS} archivos a la vez`);

const archivosDe = (fd: FormData) => fd.getAll('archivo').filter((v) => !esVacio(v));
const formulario = z.instanceof(FormData, { message: 'Se esperaba un formulario' });

/** `hojasDeVida.agregarRequisito`: the requirement fields and its evidence files in one multipart form. */
const CamposConArchivos = CamposRequisitoPersona.extend({ archivos: Archivos });
export const EntradaAgregarRequisito = formulario
  .transform(
    (fd) =>
      ({
        candidatoId: fd.get('candidatoId'),
        requisitoId: fd.get('requisitoId'),
        fechaRealizacion: fd.get('fechaRealizacion'),
        resultado: fd.get('resultado'),
        puntaje: fd.get('puntaje'),
        conceptoFinal: fd.get('conceptoFinal'),
        comentario: fd.get('comentario'),
        esVisibleCliente: fd.get('esVisibleCliente'),
        archivos: archivosDe(fd),
      }) as z.input<typeof CamposConArchivos>,
  )
  .pipe(CamposConArchivos);

const entero = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v);
const CamposEvidencia = z.object({
  candidatoId: z.preprocess(entero, campo.id()),
  requisitoPersonaId: z.preprocess(entero, campo.id()),
  archivos: Archivos.min(1, MENSAJES_REQUISITOS.archivoRequerido),
});
/** `hojasDeVida.agregarEvidencia`: more files for an existing requirement of the CV. */
export const EntradaAgregarEvidencia = formulario
  .transform((fd) => ({ candidatoId: fd.get('candidatoId'), requisitoPersonaId: fd.get('requisitoPersonaId'), archivos: archivosDe(fd) }) as z.input<typeof CamposEvidencia>)
  .pipe(CamposEvidencia);
