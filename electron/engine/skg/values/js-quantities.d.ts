// The part of js-quantities (no bundled types) that the unit table uses.
declare module 'js-quantities' {
  interface Qty {
    kind(): string;
    units(): string;
    isCompatible(other: Qty | string): boolean;
  }
  interface QtyStatic {
    (expr: string): Qty;
    swiftConverter(from: string, to: string): (value: number) => number;
  }
  const Qty: QtyStatic;
  export default Qty;
}
