// SQL literals: the year's words and bytes are ours, quoted here; nothing a visitor typed is
// ever spliced in.

export const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const arr = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
export const intArr = (items: readonly number[]) => `ARRAY[${items.join(',')}]::bigint[]`;
export const esc = (text: string) => text.replace(/&/g, '&amp;');
export const tsLit = (time: number) => `'${new Date(time).toISOString()}'::timestamptz`;
export const bytesLit = (bytes: Buffer) => `decode('${bytes.toString('base64')}', 'base64')`;
