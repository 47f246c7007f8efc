import { useId } from 'react';
import { Boton, type BotonProps } from './boton';

export interface BotonConMotivoProps extends BotonProps {
  /** Why the action cannot be taken now (the server's own message for it); null or absent: the button acts. */
  motivo?: string | null | undefined;
}

/**
 * A button that, when the record does not allow its action yet, stays in sight but unavailable and says why: on
 * hover and on keyboard focus (it stays focusable: `aria-disabled`, not `disabled`), and to a screen reader as its
 * description. The reason is the one the server would answer after the click, so nobody learns it by trying.
 */
export function BotonConMotivo({ motivo, onClick, className = '', ...rest }: BotonConMotivoProps) {
  const id = useId();
  if (!motivo) return <Boton {...rest} className={className} onClick={onClick} />;
  return (
    <span className="group relative inline-flex">
      <Boton
        {...rest}
        aria-disabled="true"
        aria-describedby={id}
        onClick={(e) => e.preventDefault()}
        className={`cursor-not-allowed opacity-60 ${className}`}
      />
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-20 mb-1 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {motivo}
      </span>
    </span>
  );
}
