import { MENSAJES_HV_RESUMEN } from '@talento/rules';
import { trpc } from '../../trpc';

/** The candidate's face photo (served as a data URL from the stored file), or a placeholder. */
export function Foto({
  candidatoId,
  tieneFoto,
  nombre,
  className = 'h-28 w-24',
}: {
  candidatoId: number;
  tieneFoto: boolean;
  nombre: string;
  className?: string;
}) {
  const foto = trpc.hojasDeVida.fotoRostro.useQuery(
    { candidatoId },
    { enabled: tieneFoto, staleTime: 5 * 60_000 },
  );
  const url = tieneFoto ? foto.data?.dataUrl : null;
  if (url)
    return <img src={url} alt={`Foto de ${nombre}`} className={`${className} rounded-md object-cover`} />;
  return (
    <div
      className={`${className} flex items-center justify-center rounded-md bg-slate-200 text-center text-xs text-slate-500`}
      role="img"
      aria-label={MENSAJES_HV_RESUMEN.sinFoto}
    >
      {MENSAJES_HV_RESUMEN.sinFoto}
    </div>
  );
}
