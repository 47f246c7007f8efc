import { formatoFechaHora, VIGENCIA_CODIGO_MINUTOS } from '@talento/rules';
import { Seccion } from '@talento/ui';

/** The one-time code, big and spaced for reading aloud or typing on the phone; shown once (only its hash is kept). */
export function CodigoGenerado({
  codigo,
  expiraAt,
  mercaderista,
}: {
  codigo: string;
  expiraAt: Date;
  mercaderista: string;
}) {
  return (
    <Seccion titulo="Código de enrolamiento">
      <div className="flex flex-col gap-2" role="status" aria-live="polite">
        <p>
          Escriba este código en la aplicación del teléfono de <strong>{mercaderista}</strong>. Sirve una sola
          vez y vence en {VIGENCIA_CODIGO_MINUTOS} minutos.
        </p>
        <p
          className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
          data-testid="codigo-enrolamiento"
          aria-label={`Código ${codigo.split('').join(' ')}`}
        >
          {codigo}
        </p>
        <p className="text-sm text-slate-700">
          Vence: {formatoFechaHora(expiraAt)}. No se puede volver a mostrar: si se pierde, genere otro.
        </p>
      </div>
    </Seccion>
  );
}
