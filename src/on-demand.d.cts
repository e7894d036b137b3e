// Types of src/on-demand.cjs: each function returns the library's module, loaded on the first call.
export declare function marked(): typeof import('marked');
export declare function yaml(): typeof import('yaml');
