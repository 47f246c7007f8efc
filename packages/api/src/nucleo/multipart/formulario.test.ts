import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IdDeTexto,
  MENSAJES_DETALLE,
  REGLA_ESPONTANEO,
  REGLA_EVIDENCIA,
  TIPOS_ARCHIVO,
} from '@talento/rules';
import { archivoOpcional, archivoSubido, entradaMultipart, MENSAJE_NO_ES_FORMULARIO } from './formulario';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const pdf = (nombre = 'acta.pdf', bytes: Uint8Array = PDF, tipo = 'application/pdf') =>
  new File([bytes], nombre, { type: tipo });
const mensajes = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

const Uno = entradaMultipart(z.object({ id: IdDeTexto, archivo: archivoOpcional(REGLA_EVIDENCIA) }));
const Varios = entradaMultipart(
  z.object({ id: IdDeTexto, archivos: z.array(archivoSubido(REGLA_EVIDENCIA)).max(2) }),
  { archivos: 'archivo' },
);

function formulario(campos: Record<string, string | File | (string | File)[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(campos)) for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
  return fd;
}

describe('entradaMultipart: the one multipart reader', () => {
  it('reads text fields and a file, checks and reads the file', async () => {
    const r = await Uno.parseAsync(formulario({ id: '12', archivo: pdf() }));
    expect(r.id).toBe(12);
    expect(r.archivo).toEqual({ nombre: 'acta.pdf', tipoMime: 'application/pdf', bytes: Buffer.from(PDF) });
  });

  it('an empty file input means no file', async () => {
    expect(
      (await Uno.parseAsync(formulario({ id: '1', archivo: new File([], '') }))).archivo,
    ).toBeUndefined();
    expect((await Uno.parseAsync(formulario({ id: '1' }))).archivo).toBeUndefined();
  });

  it('a repeated field fills a list; empty inputs are dropped; the list keeps its own limits', async () => {
    const r = await Varios.parseAsync(
      formulario({ id: '3', archivo: [pdf('a.pdf'), new File([], ''), pdf('b.pdf')] }),
    );
    expect(r.archivos.map((a) => a.nombre)).toEqual(['a.pdf', 'b.pdf']);
    expect(
      (await Varios.safeParseAsync(formulario({ id: '3', archivo: [pdf(), pdf(), pdf()] }))).success,
    ).toBe(false);
  });

  it('refuses, with the rule messages: a file lying about its type, a wrong extension, a text instead of a file', async () => {
    const mentiroso = await Uno.safeParseAsync(
      formulario({ id: '1', archivo: pdf('acta.pdf', new TextEncoder().encode('MZ executable')) }),
    );
    expect(mensajes(mentiroso)).toEqual([MENSAJES_DETALLE.archivoTipo]);
    const extension = await Uno.safeParseAsync(formulario({ id: '1', archivo: pdf('acta.exe') }));
    expect(mensajes(extension)).toEqual([MENSAJES_DETALLE.archivoTipo]);
    const texto = await Uno.safeParseAsync(formulario({ id: '1', archivo: 'no soy un archivo' }));
    expect(mensajes(texto)).toEqual([MENSAJES_DETALLE.archivoTipo]);
    const id = await Uno.safeParseAsync(formulario({ id: 'uno' }));
    expect(id.success).toBe(false);
  });

  it('anything but a form is refused in Spanish', async () => {
    expect(mensajes(await Uno.safeParseAsync({ id: 1 }))).toEqual([MENSAJE_NO_ES_FORMULARIO]);
  });

  it('an untyped Word file is stored with the type of its extension where the rule allows it', async () => {
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14])], 'hv.docx', { type: '' });
    const r = await entradaMultipart(z.object({ archivo: archivoOpcional(REGLA_ESPONTANEO) })).parseAsync(
      formulario({ archivo: docx }),
    );
    expect(r.archivo?.tipoMime).toBe(TIPOS_ARCHIVO.docx.mime);
  });
});
