export * from "./content-item-contracts";
