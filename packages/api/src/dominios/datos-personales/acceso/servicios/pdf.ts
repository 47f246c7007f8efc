import { formatoFechaHora } from '@talento/rules';
import PDFDocument from 'pdfkit';
import type { ReferenciaArchivo } from './archivos';
import type { DocumentoDatos } from './documento';

const esArchivo = (v: object): v is ReferenciaArchivo =>
  'archivo' in v && typeof v.archivo === 'string' && 'bytes' in v && typeof v.bytes === 'number';

/**
 * A value as the PDF writes it: instants as DD/MM/YYYY HH:mm, days as DD/MM/YYYY, a file as its name in the ZIP and
 * size, lists and objects as text.
 */
function texto(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (v instanceof Date) return formatoFechaHora(v);
  if (typeof v === 'string') {
    const dia = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return formatoFechaHora(new Date(v));
    return v;
  }
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'object' && esArchivo(v)) return `${v.archivo} (${v.bytes} bytes)`;
  return JSON.stringify(v);
}

const etiqueta = (columna: string) => columna.replaceAll('_', ' ');

/**
 * The person's copy of their data (Ley 1581 de 2012 art. 8 lit. a): the same sections as the JSON, each row as its
 * fields. pdfkit with its standard Helvetica (WinAnsi: Spanish letters); each file is named as it goes in the ZIP.
 */
export function pdfDatos(d: DocumentoDatos): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Datos personales de ${d.persona.nombre}` },
  });
  const partes: Buffer[] = [];
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Sus datos personales en Talento');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Titular: ${d.persona.nombre} — documento ${d.persona.documento}`);
  doc.text(`Generado el ${formatoFechaHora(new Date(d.generadoEn))}`);
  doc.moveDown(0.5);
  doc.text(
    'Este documento reúne toda la información que la agencia conserva sobre usted (Ley 1581 de 2012, artículo 8, literal a). ' +
      'Cada documento o archivo cargado se indica con su nombre y su tamaño; su contenido va en la carpeta «archivos» ' +
      'del archivo ZIP que acompaña este documento.',
  );
  for (const s of d.secciones) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(`${s.titulo} (${s.filas.length})`);
    doc.font('Helvetica').fontSize(9);
    for (const fila of s.filas) {
      doc.moveDown(0.3);
      for (const [k, v] of Object.entries(fila)) doc.text(`${etiqueta(k)}: ${texto(v)}`, { indent: 10 });
    }
  }
  doc.end();
  return listo;
}
