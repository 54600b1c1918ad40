import FormChecker
import Testing

@Suite struct ScriptlessIdentifierTests {
    @Test(arguments: [
        ("az_AZ", "az_Latn_AZ"), ("zh_TW", "zh_Hant_TW"), ("zh_CN", "zh_Hans_CN"), ("zh-HK", "zh_Hant_HK"),
        ("sr_RS", "sr_Cyrl_RS"), ("fr_FR", "fr_FR"),
    ])
    func identifierWithoutScriptResolvesThroughTheRegion(identifier: String, expected: String) {
        #expect(LocaleTable.rules(for: identifier)?.identifier == expected)
    }

    @Test func unknownRegionStaysUnknown() {
        #expect(LocaleTable.rules(for: "az_FR") == nil)
        #expect(LocaleTable.rules(for: "xx_YY") == nil)
    }
}
