import { formatoFechaHora } from '@talento/rules';

export interface ItemComentarioProps {
  texto: string;
  fecha: Date;
  autor: string;
  /** Visibility label shown after the author (e.g. "Visible por el cliente"); highlighted when `resaltar`. */
  etiqueta?: string | null | undefined;
  resaltar?: boolean;
}

/** One comment of a staff comments list: text, date and time, author and its visibility. */
export function ItemComentario({ texto, fecha, autor, etiqueta, resaltar = false }: ItemComentarioProps) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="whitespace-pre-wrap text-sm text-slate-800">{texto}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
        <span>{formatoFechaHora(fecha)}</span>
        <span>{autor}</span>
        {etiqueta && <span className={resaltar ? 'text-marca-700' : undefined}>{etiqueta}</span>}
      </p>
    </li>
  );
}
